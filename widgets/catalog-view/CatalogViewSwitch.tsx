import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useController } from '../../shared/controller/useController';
import { createCatalogView } from './controller';
import type { CatalogViewProps } from './index';
import { pageCatalogViewIO } from './io';
import { VIEW_OPTIONS } from './model';
import { CATALOG_SETTING_CLASS, CATALOG_SETTING_LABEL_CLASS } from '../../shared/shop/catalog-setting';

/** Two toggle buttons, 2 or 4 per row: saves the choice on the server, then reloads (spec section 7). */
export function CatalogViewSwitch({ view, viewName, label }: CatalogViewProps) {
  useSignals();
  const labelId = useId();
  // The view the page came with is where the switch starts (a save reloads the page); a new template
  // name, which every save sends, makes a new controller.
  const ctl = useController(() => createCatalogView(pageCatalogViewIO(), { view, viewName }), [viewName]);
  const value = ctl.value.value;

  return (
    <div className={`${CATALOG_SETTING_CLASS} vt-catalog-view`} role="group" aria-labelledby={labelId} aria-busy={ctl.busy.value}>
      <span className={CATALOG_SETTING_LABEL_CLASS} id={labelId}>
        {label}
      </span>
      {VIEW_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          value={option.value}
          className="vt-choice-button vt-catalog-view__button"
          aria-pressed={option.value === value}
          onClick={() => void ctl.choose(option.value)}
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
