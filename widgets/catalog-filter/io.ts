import { navigate } from '../../shared/url/navigate';
import type { CatalogFilterIO } from './controller';
import { MOBILE_MAX_WIDTH } from './model';

/** The filter's I/O on a page: its address, the one door out, the window's width, scroll and frames. */
export function pageCatalogFilterIO(): CatalogFilterIO {
  return {
    location: () => ({ pathname: location.pathname, search: location.search }),
    navigate: (url) => void navigate(url),
    phoneQuery: typeof matchMedia === 'function' ? matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`) : null,
    page: window,
    measure() {
      const footer = document.querySelector('footer');
      return { scrollY: window.scrollY, footerTop: () => (footer ? footer.getBoundingClientRect().top : null), viewportHeight: window.innerHeight };
    },
    frame(run) {
      const frame = requestAnimationFrame(run);
      return () => cancelAnimationFrame(frame);
    },
  };
}
