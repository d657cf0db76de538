import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, toPriceNumber, tween } from '../../../shared/format/price';

// Intl writes non-breaking spaces; compare with ordinary ones for readability.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('groups thousands and adds the rouble sign', () => {
    expect(plain(formatPrice(41800))).toBe('41 800 ₽');
    expect(plain(formatPrice(1250000))).toBe('1 250 000 ₽');
    expect(plain(formatPrice(990))).toBe('990 ₽');
  });

  it('uses non-breaking spaces so a price never wraps', () => {
    expect(formatPrice(41800)).not.toMatch(/ /);
  });

  it('rounds to whole roubles', () => {
    expect(plain(formatPrice(41800.49))).toBe('41 800 ₽');
    expect(plain(formatPrice(41800.5))).toBe('41 801 ₽');
  });

  it('reads prices sent as strings', () => {
    expect(plain(formatPrice('41800'))).toBe('41 800 ₽');
    expect(plain(formatPrice('41 800,60'))).toBe('41 801 ₽');
    expect(plain(formatPrice('12\u00a0500 ₽'))).toBe('12 500 ₽');
  });

  it('treats garbage as 0', () => {
    for (const bad of [NaN, Infinity, 'abc', '', null, undefined, {}]) {
      expect(plain(formatPrice(bad))).toBe('0 ₽');
    }
    expect(plain(formatPrice(-0.2))).toBe('0 ₽');
  });

  it("prints every whole amount as Intl's ru-RU rouble format does, which it stands in for", () => {
    const intl = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ min: -1e22, max: 1e22, noNaN: true }), fc.constantFrom(999, 1000, 9999, 10000, -1000, 1e21)), (amount) => {
        const whole = Math.round(amount);
        expect(formatPrice(amount)).toBe(intl.format(whole === 0 ? 0 : whole));
      }),
      { numRuns: 500 },
    );
  });

  it('toPriceNumber parses decimals with a comma', () => {
    expect(toPriceNumber('1 234,5')).toBe(1234.5);
    expect(toPriceNumber('x')).toBe(0);
  });
});

describe('tween', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves through intermediate values and lands exactly on the target after 500 ms', () => {
    vi.useFakeTimers();
    const frames: number[] = [];
    tween(0, 1000, 500, (v) => frames.push(v));
    vi.advanceTimersByTime(250);
    const mid = frames.at(-1)!;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1000);
    vi.advanceTimersByTime(300);
    expect(frames.at(-1)).toBe(1000);
    const count = frames.length;
    vi.advanceTimersByTime(500);
    expect(frames.length).toBe(count); // stopped after the end
    // monotonic on the way up
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeGreaterThanOrEqual(frames[i - 1]!);
  });

  it('defaults to 0.5 s', () => {
    vi.useFakeTimers();
    const frames: number[] = [];
    tween(100, 0, undefined, (v) => frames.push(v));
    vi.advanceTimersByTime(400);
    expect(frames.at(-1)).not.toBe(0);
    vi.advanceTimersByTime(150);
    expect(frames.at(-1)).toBe(0);
  });

  it('cancel stops further frames', () => {
    vi.useFakeTimers();
    const frames: number[] = [];
    const cancel = tween(0, 1000, 500, (v) => frames.push(v));
    vi.advanceTimersByTime(100);
    cancel();
    const count = frames.length;
    vi.advanceTimersByTime(1000);
    expect(frames.length).toBe(count);
    expect(frames.at(-1)).not.toBe(1000);
  });

  it('jumps to the end when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList,
    );
    const frames: number[] = [];
    tween(0, 1000, 500, (v) => frames.push(v));
    expect(frames).toEqual([1000]);
  });

  it('jumps when the ends are equal', () => {
    const frames: number[] = [];
    tween(5, 5, 500, (v) => frames.push(v));
    expect(frames).toEqual([5]);
  });
});
