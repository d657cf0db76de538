import { getConfig } from '../config';

/**
 * Gives a widget a shadow root with the bundle's stylesheet inside, so a partner site's CSS cannot
 * reach it. Inherited properties (font, colour) still cross the boundary; vitrina.css resets them
 * with `:host { all: initial }`.
 */
export function createIsolatedRoot(element: HTMLElement): HTMLElement {
  const { cssUrl } = getConfig();
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  if (cssUrl) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssUrl;
    shadow.append(link);
  }
  const container = document.createElement('div');
  container.className = 'vt-isolated';
  shadow.append(container);
  return container;
}
