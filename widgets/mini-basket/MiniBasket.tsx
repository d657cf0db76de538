import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../shared/format/price';
import { basket, basketLoadError, loadBasket } from '../../shared/store/basket';
import type { MiniBasketProps } from './index';
import { badgeText, summarise } from './model';

function BasketIcon() {
  return (
    <svg className="vt-mini-basket__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function MiniBasket({ basketUrl, variant }: MiniBasketProps) {
  useSignals();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    void loadBasket();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const summary = summarise(basket.value);
  const loaded = basket.value !== null;
  // The visible word stays the start of the accessible name (WCAG 2.5.3); the count is read after it.
  // Browsers put a space before a hidden block in the name, so the count reads well with or without it.
  const countForScreenReaders = loaded ? <span className="vt-visually-hidden">{` (${summary.countText})`}</span> : null;
  const badge = loaded && summary.count > 0 ? (
    <span className="vt-mini-basket__badge" aria-hidden="true" data-testid="mini-basket-count">
      {badgeText(summary.count)}
    </span>
  ) : null;

  if (variant === 'count') {
    return (
      <a className="vt-mini-basket vt-mini-basket--count" href={basketUrl}>
        <BasketIcon />
        <span className="vt-mini-basket__word">
          Корзина
          {countForScreenReaders}
        </span>
        {badge}
      </a>
    );
  }

  return (
    <div className="vt-mini-basket" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="vt-mini-basket__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BasketIcon />
        <span className="vt-mini-basket__title">
          Корзина
          {countForScreenReaders}
        </span>
        {badge}
      </button>
      <div id={panelId} className="vt-mini-basket__panel" hidden={!open} role="region" aria-label="Товары в корзине">
        {basketLoadError.value && !loaded ? (
          <p className="vt-mini-basket__error" role="alert">
            {basketLoadError.value}
          </p>
        ) : summary.lines.length === 0 ? (
          <p className="vt-mini-basket__empty">Ваша корзина пуста.</p>
        ) : (
          <>
            <p className="vt-mini-basket__heading">{`В корзине ${summary.countText}`}</p>
            <ul className="vt-mini-basket__list">
              {summary.lines.map((line) => (
                <li className="vt-mini-basket__line" key={line.bid}>
                  {line.picture ? <img className="vt-mini-basket__picture" src={line.picture} alt="" width="48" height="48" loading="lazy" /> : null}
                  <a className="vt-mini-basket__name" href={line.url}>
                    {line.name}
                  </a>
                  <span className="vt-mini-basket__quantity">{`${line.quantity} шт.`}</span>
                  <span className="vt-mini-basket__sum">{formatPrice(line.sum)}</span>
                </li>
              ))}
            </ul>
            <p className="vt-mini-basket__total">
              <span>Итого:</span> <strong>{formatPrice(summary.total)}</strong>
            </p>
          </>
        )}
        <a className="vt-mini-basket__link" href={basketUrl}>
          Перейти в корзину
        </a>
      </div>
    </div>
  );
}
