import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import stickyHeader from '../../../widgets/sticky-header/index';
import { STICKY_BACKGROUND, type StickyStyle, StickyHeaderMachine, stickyTransition } from '../../../widgets/sticky-header/model';

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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function machine() {
    const styles: StickyStyle[] = [];
    const sticky = new StickyHeaderMachine((style) => styles.push({ ...style }));
    return { sticky, styles, last: () => styles[styles.length - 1] };
  }

  it('becomes fixed and black above the screen, slides in after 50 ms over 0.3 s, clears the transition 300 ms later', () => {
    const { sticky, last } = machine();
    sticky.update(HEIGHT + 10, HEIGHT);
    expect(last()).toEqual({ position: 'fixed', top: '-120px', background: STICKY_BACKGROUND, transition: '', opacity: '' });
    vi.advanceTimersByTime(49);
    expect(last()?.top).toBe('-120px');
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ position: 'fixed', top: '0px', transition: 'top 0.3s', background: STICKY_BACKGROUND });
    vi.advanceTimersByTime(299);
    expect(last()?.transition).toBe('top 0.3s');
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ position: 'fixed', top: '0px', background: STICKY_BACKGROUND, transition: '', opacity: '' });
  });

  it('positions between 0 and the height change nothing, in either mode', () => {
    const { sticky, styles } = machine();
    sticky.update(50, HEIGHT);
    sticky.update(HEIGHT, HEIGHT);
    expect(styles).toHaveLength(0);
    sticky.update(HEIGHT + 1, HEIGHT);
    vi.advanceTimersByTime(400);
    const count = styles.length;
    sticky.update(30, HEIGHT);
    sticky.update(1, HEIGHT);
    sticky.update(HEIGHT * 3, HEIGHT);
    vi.advanceTimersByTime(400);
    expect(styles).toHaveLength(count);
    expect(sticky.mode).toBe('fixed');
  });

  it('at exactly 0 returns to the layout with top 0 and no background, then fades in over 0.3 s after 50 ms', () => {
    const { sticky, last } = machine();
    sticky.update(HEIGHT + 1, HEIGHT);
    vi.advanceTimersByTime(400);
    sticky.update(0, HEIGHT);
    expect(last()).toEqual({ position: '', top: '0px', background: '', transition: '', opacity: '0' });
    vi.advanceTimersByTime(49);
    expect(last()?.opacity).toBe('0');
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ position: '', opacity: '1', transition: 'opacity 0.3s' });
    expect(sticky.mode).toBe('static');
  });

  it('a quick return to the top cancels the pending slide-in', () => {
    const { sticky, last } = machine();
    sticky.update(HEIGHT + 1, HEIGHT);
    vi.advanceTimersByTime(20);
    sticky.update(0, HEIGHT);
    vi.advanceTimersByTime(1000);
    expect(last()).toMatchObject({ position: '', top: '0px', background: '', opacity: '1' });
  });
});

describe('sticky-header enhancer', () => {
  it('does nothing and throws nothing without a header inside its tag', () => {
    const tag = document.createElement('div');
    document.body.append(tag);
    const unmount = stickyHeader.mount(tag, {});
    window.dispatchEvent(new Event('scroll'));
    expect(tag.getAttribute('style')).toBeNull();
    expect(() => unmount()).not.toThrow();
  });
});
