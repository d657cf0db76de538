import { afterEach, describe, expect, it, vi } from 'vitest';
import stickyHeader from '../../../widgets/sticky-header/index';
import { STICKY_BACKGROUND, type StickyStyle, createStickyHeader, stickyTransition } from '../../../widgets/sticky-header/model';
import { fakeClock } from '../fake-clock';

const HEIGHT = 120;

describe('sticky header rules', () => {
  it('fixes past the header height, releases at exactly 0, ignores positions between', () => {
    expect(stickyTransition('static', HEIGHT, HEIGHT)).toBeNull();
    expect(stickyTransition('static', HEIGHT + 1, HEIGHT)).toBe('fix');
    expect(stickyTransition('static', 0, HEIGHT)).toBeNull();
    expect(stickyTransition('fixed', 1, HEIGHT)).toBeNull();
    expect(stickyTransition('fixed', 60, HEIGHT)).toBeNull();
    expect(stickyTransition('fixed', 500, HEIGHT)).toBeNull();
    expect(stickyTransition('fixed', 0, HEIGHT)).toBe('release');
  });
});

describe('sticky header timings', () => {
  function machine() {
    const styles: StickyStyle[] = [];
    const clock = fakeClock();
    const sticky = createStickyHeader((style) => styles.push({ ...style }), clock.later);
    return { sticky, styles, clock, last: () => styles[styles.length - 1] };
  }

  it('becomes fixed and black above the screen, slides in after 50 ms over 0.3 s, clears the transition 300 ms later', () => {
    const { sticky, clock, last } = machine();
    sticky.update(HEIGHT + 10, HEIGHT);
    expect(last()).toEqual({ position: 'fixed', top: '-120px', background: STICKY_BACKGROUND, transition: '', opacity: '' });
    clock.advance(49);
    expect(last()?.top).toBe('-120px');
    clock.advance(1);
    expect(last()).toMatchObject({ position: 'fixed', top: '0px', transition: 'top 0.3s', background: STICKY_BACKGROUND });
    clock.advance(299);
    expect(last()?.transition).toBe('top 0.3s');
    clock.advance(1);
    expect(last()).toEqual({ position: 'fixed', top: '0px', background: STICKY_BACKGROUND, transition: '', opacity: '' });
  });

  it('positions between 0 and the height change nothing, in either mode', () => {
    const { sticky, styles, clock } = machine();
    sticky.update(50, HEIGHT);
    sticky.update(HEIGHT, HEIGHT);
    expect(styles).toHaveLength(0);
    sticky.update(HEIGHT + 1, HEIGHT);
    clock.advance(400);
    const count = styles.length;
    sticky.update(30, HEIGHT);
    sticky.update(1, HEIGHT);
    sticky.update(HEIGHT * 3, HEIGHT);
    clock.advance(400);
    expect(styles).toHaveLength(count);
    expect(sticky.mode).toBe('fixed');
  });

  it('at exactly 0 returns to the layout with top 0 and no background, then fades in over 0.3 s after 50 ms', () => {
    const { sticky, clock, last } = machine();
    sticky.update(HEIGHT + 1, HEIGHT);
    clock.advance(400);
    sticky.update(0, HEIGHT);
    expect(last()).toEqual({ position: '', top: '0px', background: '', transition: '', opacity: '0' });
    clock.advance(49);
    expect(last()?.opacity).toBe('0');
    clock.advance(1);
    expect(last()).toMatchObject({ position: '', opacity: '1', transition: 'opacity 0.3s' });
    expect(sticky.mode).toBe('static');
  });

  it('a quick return to the top cancels the pending slide-in', () => {
    const { sticky, clock, last } = machine();
    sticky.update(HEIGHT + 1, HEIGHT);
    clock.advance(20);
    sticky.update(0, HEIGHT);
    clock.advance(1000);
    expect(last()).toMatchObject({ position: '', top: '0px', background: '', opacity: '1' });
  });
});

describe('sticky-header enhancer', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('unmounted while the header slides in, cancels the slide and puts the header back in the page', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div data-widget="sticky-header"><header>Шапка</header></div>';
    const tag = document.querySelector<HTMLElement>('[data-widget]')!;
    const header = tag.querySelector('header')!;
    const unmount = stickyHeader.mount(tag, {});
    expect(tag.dataset.sticky).toBe('static');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(tag.dataset.sticky).toBe('fixed');
    expect(header.style.position).toBe('fixed');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(tag.dataset.sticky).toBeUndefined();
    expect(header.getAttribute('style')).toBeFalsy();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    expect(header.getAttribute('style')).toBeFalsy();
  });

  it('does nothing and throws nothing without a header inside its tag', () => {
    const tag = document.createElement('div');
    document.body.append(tag);
    const unmount = stickyHeader.mount(tag, {});
    window.dispatchEvent(new Event('scroll'));
    expect(tag.getAttribute('style')).toBeNull();
    expect(() => unmount()).not.toThrow();
  });
});
