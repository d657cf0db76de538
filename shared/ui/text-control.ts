/**
 * The classes of the text-like controls, whose shared look (border, surface, 16 px text that keeps
 * iOS from zooming in, focus, invalid and disabled states, a one-line field's height) is
 * `text-control.css` beside this module. A view that renders such a control takes its class from
 * here: the build gives a widget the stylesheets of the modules its code imports
 * (build/styles-plugin.ts), so the look comes with every widget that draws one, and does not depend on
 * another widget's sheet being on the page.
 */

/** A one-line field: `<input>`, a native `<select>`, a combobox's input. */
export const TEXT_INPUT_CLASS = 'vt-input';
/** A multi-line field (Textarea). */
export const TEXTAREA_CLASS = 'vt-textarea';
/** The closed Select's button. */
export const SELECT_BUTTON_CLASS = 'vt-select__button';
