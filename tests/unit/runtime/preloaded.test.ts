import { afterEach, describe, expect, it, vi } from 'vitest';
import { importPreloaded } from '../../../shared/runtime/preloaded';

const CHUNKS = 'https://shop.test/bitrix/js/vitrina/chunks/';

function link(rel: string, href: string, media?: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (media) element.media = media;
  document.head.append(element);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the chunks imported at the first paint', () => {
  it("imports the bundle's module-preloaded chunks for this screen, once each, and nothing else the head names", () => {
    link('modulepreload', 'https://shop.test/bitrix/js/vitrina/vitrina.js');
    link('modulepreload', `${CHUNKS}core-abc.js`);
    link('modulepreload', `${CHUNKS}banner-slider-0.1.0.js`);
    link('modulepreload', 'https://shop.test/local/theme/menu.js');
    link('prefetch', `${CHUNKS}catalog-list-0.1.0.js`);
    link('preload', `${CHUNKS}catalog-filter-0.1.0.css`);
    link('modulepreload', `${CHUNKS}catalog-filter-0.1.0.js`, 'not all and (max-width: 767px)');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query !== 'not all and (max-width: 767px)' }));
    const load = vi.fn((address: string) => Promise.resolve({ address }));

    const imported = importPreloaded(CHUNKS, load);

    expect(load.mock.calls.map(([address]) => address)).toEqual([`${CHUNKS}core-abc.js`, `${CHUNKS}banner-slider-0.1.0.js`]);
    expect([...imported.keys()]).toEqual([`${CHUNKS}core-abc.js`, `${CHUNKS}banner-slider-0.1.0.js`]);
  });

  it('imports the chunks of a wide screen there', () => {
    link('modulepreload', `${CHUNKS}catalog-filter-0.1.0.js`, 'not all and (max-width: 767px)');
    vi.stubGlobal('matchMedia', () => ({ matches: true }));

    expect([...importPreloaded(CHUNKS, () => Promise.resolve({})).keys()]).toEqual([`${CHUNKS}catalog-filter-0.1.0.js`]);
  });

  it('keeps a chunk that failed for the loader to report, and raises no unhandled rejection meanwhile', async () => {
    link('modulepreload', `${CHUNKS}banner-slider-0.1.0.js`);
    const failure = new Error('offline');

    const imported = importPreloaded(CHUNKS, () => Promise.reject(failure));

    await expect(imported.get(`${CHUNKS}banner-slider-0.1.0.js`)).rejects.toBe(failure);
  });
});
