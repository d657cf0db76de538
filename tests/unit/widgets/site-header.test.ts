import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import siteHeader from '../../../widgets/site-header/index';
import { MOBILE_MENU_DELAY, type MenuState, accordionView, createAnimatedMenu, toggleAccordion } from '../../../widgets/site-header/model';
import { fakeClock } from '../fake-clock';

describe('header accordion', () => {
  it('opens one item at a time and masks the others', () => {
    let open = toggleAccordion(null, 1);
    expect(open).toBe(1);
    expect(accordionView(open, 3)).toEqual([
      { open: false, masked: true },
      { open: true, masked: false },
      { open: false, masked: true },
    ]);
    open = toggleAccordion(open, 2);
    expect(accordionView(open, 3).filter((item) => item.open)).toHaveLength(1);
    expect(accordionView(open, 3)[2]).toEqual({ open: true, masked: false });
    open = toggleAccordion(open, 2);
    expect(open).toBeNull();
    expect(accordionView(open, 3).every((item) => !item.open && !item.masked)).toBe(true);
  });
});

describe('mobile menu animation', () => {
  it('closes 400 ms after the close starts, and a reopen during the animation wins', () => {
    const states: MenuState[] = [];
    const clock = fakeClock();
    const menu = createAnimatedMenu((state) => states.push(state), MOBILE_MENU_DELAY, clock.later);
    menu.open();
    clock.advance(20);
    expect(menu.state).toBe('open');
    menu.close();
    expect(menu.state).toBe('closing');
    clock.advance(399);
    expect(menu.state).toBe('closing');
    clock.advance(1);
    expect(menu.state).toBe('closed');
    menu.open();
    clock.advance(20);
    menu.close();
    clock.advance(200);
    menu.open();
    clock.advance(1000);
    expect(menu.state).toBe('open');
    expect(states).toEqual(['opening', 'open', 'closing', 'closed', 'opening', 'open', 'closing', 'opening', 'open']);
  });
});

describe('site-header enhancer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the burger menu and closes it on a click outside after the animation', () => {
    document.body.innerHTML = `<header data-widget="site-header">
      <button data-header-burger aria-controls="m">Меню</button>
      <nav id="m" data-header-mobile-menu><a href="/">Главная</a></nav>
    </header><p id="outside">Текст</p>`;
    const tag = document.querySelector<HTMLElement>('header')!;
    const unmount = siteHeader.mount(tag, {});
    const burger = tag.querySelector<HTMLButtonElement>('[data-header-burger]')!;
    const menu = tag.querySelector<HTMLElement>('nav')!;
    burger.click();
    vi.advanceTimersByTime(20);
    expect(menu.dataset.state).toBe('open');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    menu.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    menu.querySelector('a')!.click();
    expect(menu.dataset.state).toBe('open');
    document.getElementById('outside')!.click();
    expect(menu.dataset.state).toBe('closing');
    vi.advanceTimersByTime(MOBILE_MENU_DELAY);
    expect(menu.dataset.state).toBe('closed');
    unmount();
  });

  it('unmounted while the menu closes, leaves no timer behind and takes the open state off the tag', () => {
    document.body.innerHTML = `<header data-widget="site-header">
      <button data-header-catalog-open>Каталог</button>
      <div data-header-catalog-menu><button data-header-catalog-close>Закрыть каталог</button></div>
    </header>`;
    const tag = document.querySelector<HTMLElement>('header')!;
    const unmount = siteHeader.mount(tag, {});
    const menu = tag.querySelector<HTMLElement>('[data-header-catalog-menu]')!;
    tag.querySelector<HTMLButtonElement>('[data-header-catalog-open]')!.click();
    vi.advanceTimersByTime(20);
    expect(menu.dataset.state).toBe('open');
    expect(tag.hasAttribute('data-menu-open')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(tag.hasAttribute('data-menu-open')).toBe(false);
    tag.querySelector<HTMLButtonElement>('[data-header-catalog-open]')!.click();
    expect(menu.dataset.state).toBe('opening');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(tag.hasAttribute('data-menu-open')).toBe(false);
    tag.querySelector<HTMLButtonElement>('[data-header-catalog-open]')!.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.dataset.state).toBe('opening');
  });

  it('throws nothing on a header without any of its parts', () => {
    const tag = document.createElement('header');
    document.body.append(tag);
    expect(() => siteHeader.mount(tag, {})()).not.toThrow();
  });
});
