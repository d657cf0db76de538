import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Build, Place } from '../../demo/placement';
import { demoPages } from '../e2e/pages';
import { launchEngine, type Engine, type EngineName, type EnginePage } from './drivers';
import { DESKTOP, PHONE, basketJourney, checkoutJourney, configuratorJourney, mountProblems, registrationErrorJourney } from './journeys';

/**
 * The suite one engine runs: every demo page at a phone and a desktop width, then the four journeys.
 * One browser per engine; the page checks reuse one page per width, each journey gets a fresh shopper.
 * Each engine's pages carry the bundle as `placement` says (demo/placement.ts: `<build>:<place>`), so
 * the engines between them walk both builds in more than one place; the e2e suite walks every place.
 */
export function engineSuite(name: EngineName, placement: `${Build}:${Place}`): void {
  /** The shopper's pages from now on carry the bundle as this engine's placement says. */
  const place = (page: EnginePage): Promise<void> => page.goto(`/demo/script?set=${placement}&back=/demo/session.json`);
  let engine: Engine | undefined;
  const running = (): Engine => {
    if (!engine) throw new Error(`${name} is not up`);
    return engine;
  };
  beforeAll(async () => {
    engine = await launchEngine(name, inject('baseUrl'));
  });
  afterAll(async () => {
    await engine?.close();
  });

  for (const width of [PHONE, DESKTOP]) {
    describe(`${name}, ${placement}: every demo page at ${width} px mounts without errors`, () => {
      let page: EnginePage | undefined;
      beforeAll(async () => {
        page = await running().open(width);
        await place(page);
      });
      afterAll(async () => {
        await page?.close();
      });
      it.each(demoPages())('%s', async (path) => {
        if (!page) throw new Error('no page');
        const found = await mountProblems(page, path);
        expect({ failed: found.failed, errors: found.errors }).toEqual({ failed: [], errors: [] });
      });
    });
  }

  describe(`${name}, ${placement}: journeys`, () => {
    const journeys: [string, (page: EnginePage) => Promise<void>][] = [
      ["adds to the basket from the catalogue, changes the quantity, and the total survives a reload", basketJourney],
      ['checks out with pickup to the order page', checkoutJourney],
      ['walks the configurator to the summary page', configuratorJourney],
      ["shows the demo's refusal in the login popup's registration tab", registrationErrorJourney],
    ];
    it.each(journeys)('%s', async (_title, journey) => {
      const page = await running().open(DESKTOP);
      try {
        await place(page);
        await journey(page);
        expect(await page.takeErrors()).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
