import { useEffect, useRef, useState } from 'react';
import { formatPrice, toPriceNumber, tween, TWEEN_MS } from '../format/price';

export const OLD_PRICE_LABEL = 'Старая цена';

export interface PriceProps {
  /** Roubles; strings from the wire are accepted ('41800'). */
  value: number | string;
  /** The struck-out former price, announced as 'Старая цена'. */
  old?: boolean;
  /** Animate changes (0.5 s number tween); on by default, off under prefers-reduced-motion. */
  animate?: boolean;
  className?: string;
}

/**
 * A price in roubles ('41 800 ₽'). When the value changes, the number runs to the new one over
 * 0.5 s; screen readers get the final price at once, never the running numbers.
 */
export function Price({ value, old = false, animate = true, className }: PriceProps) {
  const target = Math.round(toPriceNumber(value));
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    const set = (v: number) => {
      shownRef.current = v;
      setShown(v);
    };
    if (!animate) {
      set(target);
      return;
    }
    return tween(from, target, TWEEN_MS, set);
  }, [target, animate]);

  const final = formatPrice(target);
  const running = Math.round(shown) !== target;
  const text = running ? (
    <>
      <span aria-hidden="true">{formatPrice(shown)}</span>
      <span className="vt-visually-hidden">{final}</span>
    </>
  ) : (
    final
  );

  const classes = ['vt-price', old && 'vt-price--old', className].filter(Boolean).join(' ');
  if (old) {
    return (
      <s className={classes}>
        <span className="vt-visually-hidden">{OLD_PRICE_LABEL}: </span>
        {text}
      </s>
    );
  }
  return <span className={classes}>{text}</span>;
}
