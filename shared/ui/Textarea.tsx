import { useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { TEXTAREA_CLASS } from './text-control';

/** Spec section 5: a textarea grows with its content up to about 304 px, then scrolls. */
export const TEXTAREA_MAX_HEIGHT = 304;

/** The height a textarea takes for content of `scrollHeight` px: the content, capped at `max`. */
export function nextHeight(scrollHeight: number, max: number = TEXTAREA_MAX_HEIGHT): number {
  const h = Number.isFinite(scrollHeight) && scrollHeight > 0 ? scrollHeight : 0;
  return Math.min(Math.ceil(h), max);
}

/** Whether the content is taller than the cap, so the textarea must scroll. */
export function needsScroll(scrollHeight: number, max: number = TEXTAREA_MAX_HEIGHT): boolean {
  return scrollHeight > max;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Height cap in px (304 by default). */
  maxHeight?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

function fit(el: HTMLTextAreaElement, max: number): void {
  const style = el.style;
  style.height = 'auto';
  // scrollHeight leaves out the borders; with box-sizing: border-box the height must include them.
  const borders = el.offsetHeight - el.clientHeight;
  const content = el.scrollHeight + (borders > 0 ? borders : 0);
  style.height = `${nextHeight(content, max)}px`;
  style.overflowY = needsScroll(content, max) ? 'auto' : 'hidden';
}

/** A textarea that grows with its text up to `maxHeight`, then scrolls. */
export function Textarea({ maxHeight = TEXTAREA_MAX_HEIGHT, className, ref, onInput, rows = 3, ...rest }: TextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);

  // Fit on every render: covers controlled value changes, a reset, and the first paint.
  useLayoutEffect(() => {
    if (inner.current) fit(inner.current, maxHeight);
  });

  return (
    <textarea
      {...rest}
      rows={rows}
      ref={(el) => {
        inner.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = el;
      }}
      className={className ? `${TEXTAREA_CLASS} ${className}` : TEXTAREA_CLASS}
      onInput={(event) => {
        fit(event.currentTarget, maxHeight);
        onInput?.(event);
      }}
    />
  );
}
