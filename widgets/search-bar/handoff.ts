import type { WidgetDefinition } from '../../shared/runtime/types';
import type { SearchBarProps } from './props';

/** What the shopper had in the CMS's input when the combobox arrived. */
export interface TypedState {
  value: string;
  focused: boolean;
  selectionStart: number;
  selectionEnd: number;
  direction: 'forward' | 'backward' | 'none';
}

/** Reads the CMS's input (or says there is none, and the props' query stands). */
export function readTyped(input: HTMLInputElement | null, fallbackQuery: string, active: Element | null): TypedState {
  if (!input) {
    return { value: fallbackQuery, focused: false, selectionStart: fallbackQuery.length, selectionEnd: fallbackQuery.length, direction: 'none' };
  }
  const value = input.value;
  return {
    value,
    focused: input === active,
    selectionStart: input.selectionStart ?? value.length,
    selectionEnd: input.selectionEnd ?? value.length,
    direction: input.selectionDirection ?? 'none',
  };
}

function cmsInput(element: HTMLElement): HTMLInputElement | null {
  return element.querySelector<HTMLInputElement>('input[name="q"], input[type="search"], input:not([type="hidden"])');
}

/**
 * Replaces the CMS's form with the combobox in one synchronous step, so no keystroke falls between
 * them: the text typed so far becomes the combobox's query (its suggestions follow for the whole
 * text), and a focused input hands its focus and caret to the new one.
 */
export function takeOverSearch(element: HTMLElement, props: SearchBarProps, widget: WidgetDefinition<SearchBarProps>): () => void {
  const typed = readTyped(cmsInput(element), props.query, document.activeElement);
  const unmount = widget.mount(element, { ...props, query: typed.value });
  const combobox = element.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (typed.focused && combobox) {
    combobox.focus({ preventScroll: true });
    combobox.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.direction);
  }
  return unmount;
}
