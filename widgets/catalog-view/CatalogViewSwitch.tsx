import { useId, useState } from 'react';
import { type CatalogView, setCatalogView } from '../../shared/api/catalog';
import { isApiError } from '../../shared/api/http';
import { toastError } from '../../shared/ui/toast';
import type { CatalogViewProps } from './index';
import { VIEW_OPTIONS } from './model';

/** Two toggle buttons, 2 or 4 per row: saves the choice on the server, then reloads (spec section 7). */
export function CatalogViewSwitch({ view, viewName, label }: CatalogViewProps) {
  const labelId = useId();
  const [value, setValue] = useState<CatalogView>(view);
  const [busy, setBusy] = useState(false);

  const choose = async (next: CatalogView): Promise<void> => {
    if (busy || next === value) return;
    const previous = value;
    setValue(next);
    setBusy(true);
    try {
      await setCatalogView(next, viewName);
      location.reload();
    } catch (error) {
      setValue(previous);
      setBusy(false);
      toastError(isApiError(error) ? error.message : 'Не удалось изменить вид каталога. Попробуйте ещё раз.');
    }
  };

  return (
    <div className="vt-catalog-setting vt-catalog-view" role="group" aria-labelledby={labelId} aria-busy={busy}>
      <span className="vt-catalog-setting__label" id={labelId}>
        {label}
      </span>
      {VIEW_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="vt-choice-button vt-catalog-view__button"
          aria-pressed={option.value === value}
          onClick={() => void choose(option.value)}
        >
          <span className={`vt-catalog-view__icon vt-catalog-view__icon--${option.value}`} aria-hidden="true">
            {Array.from({ length: option.value }, (_, index) => (
              <span key={index} />
            ))}
          </span>
          <span className="vt-catalog-view__text">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
