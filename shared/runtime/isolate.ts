import { getConfig } from '../config';

/**
 * Gives a widget a shadow root with the bundle's stylesheet and the widget's own inside (`style`, from
 * the loader), so a partner site's CSS cannot reach it. Inherited properties (font, colour) still
 * cross the boundary; vitrina.css resets them with `:host { all: initial }`.
 */
export function createIsolatedRoot(element: HTMLElement, style?: (shadow: ShadowRoot) => void): HTMLElement {
  const { cssUrl } = getConfig();
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  if (cssUrl) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssUrl;
    shadow.append(link);
  }
  style?.(shadow);
  const container = document.createElement('div');
  container.className = 'vt-isolated';
  shadow.append(container);
  return container;
}
