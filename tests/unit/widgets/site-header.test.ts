import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import siteHeader from '../../../widgets/site-header/index';
import { AnimatedMenu, MOBILE_MENU_DELAY, type MenuState, accordionView, toggleAccordion } from '../../../widgets/site-header/model';

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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 400 ms after the close starts, and a reopen during the animation wins', () => {
    const states: MenuState[] = [];
    const menu = new AnimatedMenu((state) => states.push(state), MOBILE_MENU_DELAY);
    menu.open();
    vi.advanceTimersByTime(20);
    expect(menu.state).toBe('open');
    menu.close();
    expect(menu.state).toBe('closing');
    vi.advanceTimersByTime(399);
    expect(menu.state).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(menu.state).toBe('closed');
    menu.open();
    vi.advanceTimersByTime(20);
    menu.close();
    vi.advanceTimersByTime(200);
    menu.open();
    vi.advanceTimersByTime(1000);
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

  it('throws nothing on a header without any of its parts', () => {
    const tag = document.createElement('header');
    document.body.append(tag);
    expect(() => siteHeader.mount(tag, {})()).not.toThrow();
  });
});
