import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, type RefCallback, type RefObject } from 'react';
import { useController } from '../../shared/controller/useController';
import { createProductAttributes } from './controller';
import type { ProductAttributesProps } from './index';
import { pageProductAttributesIO } from './io';
import type { TooltipEvent } from './model';

type Attribute = ProductAttributesProps['items'][number];

interface AttributeRowProps {
  item: Attribute;
  index: number;
  tipId: string;
  shown: boolean;
  /** Up to 768 px: the hint opens on a tap, as a sheet with a close control. */
  clickMode: boolean;
  send(event: TooltipEvent): void;
  close(returnFocus: boolean): void;
  hintButtonRef: RefCallback<HTMLButtonElement>;
  closeRef: RefObject<HTMLButtonElement | null>;
}

function AttributeRow({ item, index, tipId, shown, clickMode, send, close, hintButtonRef, closeRef }: AttributeRowProps) {
  return (
    <div
      className="vt-product-attributes__row"
      onMouseEnter={() => item.hint && send({ type: 'enter', index })}
      onMouseLeave={() => item.hint && send({ type: 'leave', index })}
    >
      <dt className="vt-product-attributes__name">
        {item.name}
        {item.hint && (
          <button
            ref={hintButtonRef}
            type="button"
            className="vt-product-attributes__hint-button"
            aria-label={`Подсказка: ${item.name}`}
            aria-expanded={shown}
            aria-describedby={shown ? tipId : undefined}
            onClick={() => send({ type: 'click', index })}
            onFocus={() => send({ type: 'enter', index })}
            onBlur={() => send({ type: 'leave', index })}
          >
            ?
          </button>
        )}
        {item.hint && shown && (
          <span
            id={tipId}
            role={clickMode ? 'dialog' : 'tooltip'}
            aria-label={clickMode ? item.name : undefined}
            className={`vt-product-attributes__tip${clickMode ? ' vt-product-attributes__tip--sheet' : ''}`}
          >
            <span className="vt-product-attributes__tip-text">{item.hint}</span>
            {clickMode && (
              <button ref={closeRef} type="button" className="vt-product-attributes__close" aria-label="Закрыть подсказку" onClick={() => close(true)}>
                ×
              </button>
            )}
          </span>
        )}
      </dt>
      <dd className="vt-product-attributes__value">{item.value}</dd>
    </div>
  );
}

/**
 * The attributes list with a hint button beside each explained name. Hover screens show the hint on
 * hover or focus; up to 768 px a tap opens it over the darkened product area with a close control.
 */
export function ProductAttributesView({ items }: ProductAttributesProps) {
  useSignals();
  const uid = useId();
  const ctl = useController(() => createProductAttributes(pageProductAttributesIO()));
  const clickMode = ctl.clickMode.value;
  const open = ctl.open.value;
  const focusRequest = ctl.focus.value;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest) buttons.current[focusRequest.index]?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (open !== null && clickMode) closeRef.current?.focus();
  }, [open, clickMode]);

  const darkened = clickMode && open !== null;

  return (
    <div className={`vt-product-attributes${darkened ? ' vt-product-attributes--dark' : ''}`}>
      {darkened && <div className="vt-product-attributes__overlay" data-overlay onClick={() => ctl.close(true)} aria-hidden="true" />}
      <dl className="vt-product-attributes__list">
        {items.map((item, index) => (
          <AttributeRow
            key={item.name}
            item={item}
            index={index}
            tipId={`${uid}-tip-${index}`}
            shown={open === index}
            clickMode={clickMode}
            send={ctl.send}
            close={ctl.close}
            hintButtonRef={(node) => {
              buttons.current[index] = node;
            }}
            closeRef={closeRef}
          />
        ))}
      </dl>
    </div>
  );
}
