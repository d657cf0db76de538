import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the build writes into the module build's core chunk (rollup.config.mjs, build/styles-plugin.ts).
beforeEach(() => {
  vi.stubGlobal('__VERSION__', '9.9.9');
  vi.stubGlobal('__VITRINA_UNSTYLED__', ['banner-slider']);
  vi.stubGlobal('__VITRINA_SHARED_SHEETS__', {});
});
afterEach(() => vi.unstubAllGlobals());

/** The address of a widget's chunk beside the loader, as the page's head preloads it. */
const here = import.meta.url; // (Vite rewrites `new URL('…', import.meta.url)` as an asset's address.)
const chunkAddress = (name: string): string => new URL(`../../../widgets/${name}-9.9.9.js`, here).href;

describe("the module build's loader", () => {
  it('takes a chunk the page imported at its first paint, without importing it again', async () => {
    const { loadWidget } = await import('../../../widgets/load-chunk');
    const definition = { mount: () => undefined };

    const loaded = await loadWidget('banner-slider', 0, new Map([[chunkAddress('banner-slider'), Promise.resolve({ default: definition })]]));

    expect(loaded.default).toBe(definition);
  });

  it('asks again at an address of its own on a retry, not for the chunk that failed', async () => {
    const { loadWidget } = await import('../../../widgets/load-chunk');
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => undefined);

    // No chunk is built beside the sources: the new import fails, with an error of its own.
    await expect(loadWidget('banner-slider', 1, new Map([[chunkAddress('banner-slider'), failed]]))).rejects.not.toThrow('offline');
  });
});
