import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useController } from '../../shared/controller/useController';
import { createCatalogSort } from './controller';
import type { CatalogSortProps } from './index';
import { pageCatalogSortIO } from './io';
import { SORT_OPTIONS } from './model';
import { CATALOG_SETTING_CLASS, CATALOG_SETTING_LABEL_CLASS } from '../../shared/shop/catalog-setting';

/** 'Сортировать по': saves the order on the server, then reloads the page (spec section 7). */
export function CatalogSortView({ sort, label }: CatalogSortProps) {
  useSignals();
  const id = useId();
  // Made once: the order the page came with is where the control starts; a save reloads the page.
  const ctl = useController(() => createCatalogSort(pageCatalogSortIO(), { sort }));
  const busy = ctl.busy.value;

  return (
    <div className={CATALOG_SETTING_CLASS}>
      <label className={CATALOG_SETTING_LABEL_CLASS} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="vt-catalog-setting__select"
        value={String(ctl.value.value)}
        aria-busy={busy}
        disabled={busy}
        onChange={(event) => void ctl.change(event.currentTarget.value)}
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
