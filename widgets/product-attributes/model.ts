/** Product attribute tooltips: which way a tooltip opens and closes on which screen (spec section 2). */

/** Up to 768 px a click opens the tooltip over the darkened attributes (spec: 'screens up to 768 px'). */
export const TOOLTIP_CLICK_MAX_WIDTH = 768;

export type TooltipMode = 'click' | 'hover';

export function tooltipMode(viewportWidth: number): TooltipMode {
  return viewportWidth <= TOOLTIP_CLICK_MAX_WIDTH ? 'click' : 'hover';
}

/** The media query of the click mode (the viewports `tooltipMode` calls 'click'). */
export const CLICK_MODE_QUERY = `(max-width: ${TOOLTIP_CLICK_MAX_WIDTH}px)`;

export type TooltipEvent =
  | { type: 'click'; index: number }
  | { type: 'enter'; index: number }
  | { type: 'leave'; index: number }
  | { type: 'close' };

/**
 * The open tooltip's index (or null) after an event. On phones a tap toggles; on hover screens a click
 * only opens (the click's own focus has already opened it, a toggle would shut it at once). Pointer
 * and focus enter/leave only act on hover screens, so a phone's emulated mouse events do not undo a tap.
 */
export function nextOpen(open: number | null, event: TooltipEvent, mode: TooltipMode): number | null {
  switch (event.type) {
    case 'click':
      if (mode === 'hover') return event.index;
      return open === event.index ? null : event.index;
    case 'enter':
      return mode === 'hover' ? event.index : open;
    case 'leave':
      return mode === 'hover' && open === event.index ? null : open;
    case 'close':
      return null;
  }
}
