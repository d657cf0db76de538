import { afterEach, describe, expect, it, vi } from 'vitest';
import scrollTop from '../../../widgets/scroll-top/index';
import { scrollTopOpacity } from '../../../widgets/scroll-top/model';

describe('scroll-top thresholds', () => {
  it('is transparent up to 10 px and 0.75 past it', () => {
    expect(scrollTopOpacity(0)).toBe(0);
    expect(scrollTopOpacity(10)).toBe(0);
    expect(scrollTopOpacity(11)).toBe(0.75);
    expect(scrollTopOpacity(5000)).toBe(0.75);
  });
});

describe('scroll-top enhancer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  it('starts transparent and inert, follows the scroll and scrolls smoothly to the top on click', async () => {
    document.body.innerHTML = '<button type="button" data-widget="scroll-top">Наверх</button>';
    const button = document.querySelector<HTMLButtonElement>('button')!;
    const unmount = scrollTop.mount(button, {});
    // It reads the scroll offset in the next frame, not during the page's mounts.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button.style.opacity).toBe('0');
    expect(button.inert).toBe(true);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button.style.opacity).toBe('0.75');
    expect(button.inert).toBe(false);

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    button.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button.style.opacity).toBe('0');
    unmount();
    expect(button.style.opacity).toBe('');
  });

  it('does nothing and throws nothing without a button', () => {
    const tag = document.createElement('div');
    document.body.append(tag);
    expect(() => scrollTop.mount(tag, {})()).not.toThrow();
  });
});
