import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Price } from '../../../shared/ui/Price';
import { spokenText } from '../spoken';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/** What is painted on screen (including aria-hidden running digits, excluding screen-reader-only text). */
const painted = (el: Element): string =>
  plain(
    Array.from(el.childNodes)
      .map((n) => (n instanceof Element ? (n.classList.contains('vt-visually-hidden') ? '' : painted(n)) : (n.textContent ?? '')))
      .join(''),
  );

describe('<Price>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the price in roubles', () => {
    const { container } = render(<Price value={41800} />);
    expect(painted(container)).toBe('41 800 ₽');
    expect(plain(spokenText(container))).toBe('41 800 ₽');
  });

  it('reads wire strings', () => {
    const { container } = render(<Price value="12500" />);
    expect(painted(container)).toBe('12 500 ₽');
  });

  it('runs to a new value over 0.5 s while screen readers get the final value at once', () => {
    const r = render(<Price value={10000} />);
    r.rerender(<Price value={20000} />);
    act(() => vi.advanceTimersByTime(200));
    const mid = Number(painted(r.container).replace(/\D/g, ''));
    expect(mid).toBeGreaterThan(10000);
    expect(mid).toBeLessThan(20000);
    expect(plain(spokenText(r.container))).toBe('20 000 ₽');
    act(() => vi.advanceTimersByTime(350));
    expect(painted(r.container)).toBe('20 000 ₽');
  });

  it('jumps when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    const r = render(<Price value={10000} />);
    r.rerender(<Price value={20000} />);
    expect(painted(r.container)).toBe('20 000 ₽');
  });

  it("the old price is struck out and announced as 'Старая цена'", () => {
    render(<Price value={52000} old />);
    // HTML maps <s> to the deletion role, but Testing Library's role table (aria-query) knows only <del>.
    const del = screen.getByText('52 000 ₽');
    expect(del.tagName).toBe('S');
    expect(plain(spokenText(del))).toBe('Старая цена: 52 000 ₽');
    expect(painted(del)).toBe('52 000 ₽');
  });
});
