import { useId, useState } from 'react';
import { setCatalogSort } from '../../shared/api/catalog';
import { isApiError } from '../../shared/api/http';
import { toastError } from '../../shared/ui/toast';
import type { CatalogSortProps } from './index';
import { SORT_OPTIONS, toSort } from './model';

/** 'Сортировать по': saves the order on the server, then reloads the page (spec section 7). */
export function CatalogSortView({ sort, label }: CatalogSortProps) {
  const id = useId();
  const [value, setValue] = useState(sort);
  const [busy, setBusy] = useState(false);

  const change = async (raw: string): Promise<void> => {
    const next = toSort(raw);
    if (next === null || next === value) return;
    const previous = value;
    setValue(next);
    setBusy(true);
    try {
      await setCatalogSort(next);
      location.reload();
    } catch (error) {
      setValue(previous);
      setBusy(false);
      toastError(isApiError(error) ? error.message : 'Не удалось изменить сортировку. Попробуйте ещё раз.');
    }
  };

  return (
    <div className="vt-catalog-setting">
      <label className="vt-catalog-setting__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="vt-catalog-setting__select"
        value={String(value)}
        aria-busy={busy}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.value)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
