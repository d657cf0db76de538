import type { Scope } from '../../shared/controller/scope';
import { prefersReducedMotion } from '../../shared/dom/motion';
import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { MOBILE_MENU_DELAY, type MenuState, accordionView, createAnimatedMenu, toggleAccordion } from './model';

/**
 * The page header's menus, on the CMS's markup (each part optional; hooks are data attributes so the
 * theme's classes stay free):
 * - `[data-header-catalog-toggle]` the catalogue item: scrolls to the top and toggles the catalogue
 *   menu and the header's open-menu state (`data-menu-open` on the tag);
 * - `[data-header-catalog-open]` the mobile catalogue button, `[data-header-catalog-close]` its close
 *   button, `[data-header-catalog-menu]` the menu;
 * - `[data-header-accordion-toggle]` buttons: one item open at a time, the others masked;
 * - `[data-header-burger]` opens `[data-header-mobile-menu]`; a click outside or Escape closes it
 *   after its 400 ms animation;
 * - `[data-header-order-toggle]` expands and collapses the order block it controls.
 */

function controlled(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function renderPanel(panel: HTMLElement, state: MenuState): void {
  panel.dataset.state = state;
  panel.hidden = state === 'closed';
}

/** Accordion items: one open at a time, the others masked. */
function mountAccordion(accordionToggles: HTMLElement[], scope: Scope): void {
  let openItem: number | null = null;
  const renderAccordion = () => {
    accordionView(openItem, accordionToggles.length).forEach((view, index) => {
      const toggle = accordionToggles[index];
      if (!toggle) return;
      toggle.setAttribute('aria-expanded', String(view.open));
      const panel = controlled(toggle);
      if (panel) panel.hidden = !view.open;
      const item = toggle.closest<HTMLElement>('[data-header-accordion-item]') ?? toggle;
      item.toggleAttribute('data-masked', view.masked);
      item.toggleAttribute('data-open', view.open);
    });
  };
  accordionToggles.forEach((toggle, index) => {
    scope.listen(toggle, 'click', () => {
      openItem = toggleAccordion(openItem, index);
      renderAccordion();
    });
  });
  renderAccordion();
}

/** Order blocks: each toggle expands and collapses the block it controls. */
function mountOrderToggles(toggles: HTMLElement[], scope: Scope): void {
  for (const toggle of toggles) {
    const panel = controlled(toggle);
    if (!panel) continue;
    const render = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
    };
    render(toggle.getAttribute('aria-expanded') === 'true');
    scope.listen(toggle, 'click', () => render(toggle.getAttribute('aria-expanded') !== 'true'));
  }
}

type FindAll = <T extends HTMLElement = HTMLElement>(selector: string) => T[];

/** What the page-wide click and Escape need of an open menu. */
interface HeaderMenu {
  isOpen(): boolean;
  /** Whether a click on `target` is on the menu or one of its buttons (not outside). */
  holds(target: Node): boolean;
  close(returnFocus: boolean): void;
}

/**
 * The catalogue menu: the catalogue item scrolls to the top and toggles it, the mobile button opens it
 * (focus on its close button), the close button closes it; the tag's `data-menu-open` follows it.
 */
function mountCatalogMenu(element: HTMLElement, all: FindAll, scope: Scope): HeaderMenu | null {
  const catalogMenu = element.querySelector<HTMLElement>('[data-header-catalog-menu]');
  if (!catalogMenu) return null;
  const catalogButtons = [...all('[data-header-catalog-toggle]'), ...all('[data-header-catalog-open]')];
  let catalogOpener: HTMLElement | null = null;
  const catalog = createAnimatedMenu(
    (state) => {
      renderPanel(catalogMenu, state);
      const open = state === 'open' || state === 'opening';
      for (const button of catalogButtons) button.setAttribute('aria-expanded', String(open));
      if (open) element.dataset.menuOpen = '';
      else delete element.dataset.menuOpen;
    },
    0,
    scope.later,
  );
  const closeCatalog = (returnFocus: boolean) => {
    if (!catalog.isOpen) return;
    catalog.close();
    if (returnFocus) catalogOpener?.focus();
  };
  renderPanel(catalogMenu, 'closed');
  for (const button of all('[data-header-catalog-toggle]')) {
    button.setAttribute('aria-expanded', 'false');
    scope.listen(button, 'click', (event) => {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      catalogOpener = button;
      catalog.toggle();
    });
  }
  for (const button of all('[data-header-catalog-open]')) {
    button.setAttribute('aria-expanded', 'false');
    scope.listen(button, 'click', (event) => {
      event.preventDefault();
      catalogOpener = button;
      catalog.open();
      catalogMenu.querySelector<HTMLElement>('[data-header-catalog-close]')?.focus();
    });
  }
  for (const button of all('[data-header-catalog-close]')) {
    scope.listen(button, 'click', () => closeCatalog(true));
  }
  return {
    isOpen: () => catalog.isOpen,
    holds: (target) => catalogMenu.contains(target) || catalogButtons.some((button) => button.contains(target)),
    close: closeCatalog,
  };
}

/** The burger and the mobile menu it opens and closes (after the menu's animation). */
function mountMobileMenu(element: HTMLElement, scope: Scope): HeaderMenu | null {
  const burger = element.querySelector<HTMLElement>('[data-header-burger]');
  const mobileMenu = element.querySelector<HTMLElement>('[data-header-mobile-menu]');
  if (!burger || !mobileMenu) return null;
  const mobile = createAnimatedMenu(
    (state) => {
      // Not `hidden`: on wide screens the same element is the always-visible navigation.
      mobileMenu.dataset.state = state;
      burger.setAttribute('aria-expanded', String(state === 'open' || state === 'opening'));
    },
    MOBILE_MENU_DELAY,
    scope.later,
  );
  mobileMenu.dataset.state = 'closed';
  burger.setAttribute('aria-expanded', 'false');
  scope.listen(burger, 'click', () => mobile.toggle());
  return {
    isOpen: () => mobile.isOpen,
    holds: (target) => mobileMenu.contains(target) || burger.contains(target),
    close(returnFocus) {
      mobile.close();
      if (returnFocus) burger.focus();
    },
  };
}

export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    // Owned first, so it runs last: the open-menu state goes once the menus' timers and listeners are gone.
    scope.own(() => delete element.dataset.menuOpen);
    const all = <T extends HTMLElement = HTMLElement>(selector: string) => [...element.querySelectorAll<T>(selector)];

    const catalog = mountCatalogMenu(element, all, scope);
    mountAccordion(all('[data-header-accordion-toggle]'), scope);
    const mobile = mountMobileMenu(element, scope);
    mountOrderToggles(all('[data-header-order-toggle]'), scope);

    // Click outside and Escape close what is open.
    scope.listen(document, 'click', (event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (mobile?.isOpen() && !mobile.holds(target)) mobile.close(false);
      if (catalog?.isOpen() && !catalog.holds(target)) catalog.close(false);
    });
    scope.listen(document, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      if (catalog?.isOpen()) catalog.close(true);
      else if (mobile?.isOpen()) mobile.close(true);
    });
  },
});
