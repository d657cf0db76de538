/** Spec 9: the account menu collapses up to 767 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

export interface MenuLink {
  url: string;
  name: string;
}

/** The link for this page: an exact path match, else the longest prefix (an order page under /personal/). */
export function activeIndex(links: readonly MenuLink[], pathname: string): number {
  let best = -1;
  let bestLength = -1;
  links.forEach((link, index) => {
    const path = link.url.split('?')[0] ?? link.url;
    if (pathname === path) {
      best = index;
      bestLength = Number.POSITIVE_INFINITY;
    } else if (path.endsWith('/') && pathname.startsWith(path) && path.length > bestLength) {
      best = index;
      bestLength = path.length;
    }
  });
  return best;
}

/** On a phone a click on the active link toggles the others instead of reloading the page. */
export function clickTogglesMenu(isMobile: boolean, isActive: boolean): boolean {
  return isMobile && isActive;
}
