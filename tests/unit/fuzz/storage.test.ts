import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PURCHASES_KEY, firstPurchase } from '../../../shared/analytics/model';
import { SAVED_KEY, emptyState, loadSaved, saveConfiguration } from '../../../shared/configuration/saved';
import { createApplication, type Application } from '../../../shared/runtime/application';
import { takeNextPagePopup } from '../../../shared/runtime/popup-opener';
import { NEXT_PAGE_POPUP_KEY } from '../../../shared/runtime/types';
import { PENDING_EMAIL_KEY, readPendingEmail } from '../../../shared/account/confirmation';
import { COOKIE_FLAG, hasAccepted } from '../../../shared/analytics/consent';
import { STORAGE_KEY as CHECKOUT_KEY, PENDING_KEY as CHECKOUT_PENDING_KEY, restore as restoreCheckout, restorePending } from '../../../widgets/checkout/model';
import { SUCCESS_KEY } from '../../../shared/api/orders';
import { loadWidget } from '../../../widgets/load-bundled';
import { widgets } from '../../../widgets/registry';
import { SEED, harvestSeeds, mutate, mutateOneField, widgetTag } from './arbitraries';

/*
 * Saved-state fuzzing: every localStorage / sessionStorage key the bundle reads gets random and
 * malformed values (fixed seed). Each reader gives a clean start (null, '', false, a fresh form) and
 * never throws; the widgets that read the keys mount ('mounted', or 'error' with one console.error)
 * with such values in storage, and with a storage that throws on every access (Safari's private mode
 * of old, a browser that blocks site data).
 */

const RUNS = 1000;
const MOUNT_RUNS = 30;

/** Every key the bundle reads, the storage it lives in, and the widgets that read it. */
const KEYS = [
  { area: 'local', key: COOKIE_FLAG, widgets: ['cookie-notice'] },
  { area: 'local', key: 'firstStep', widgets: ['configurator'] },
  { area: 'local', key: 'secondStep', widgets: ['configurator'] },
  { area: 'local', key: SAVED_KEY, widgets: ['configurator', 'configuration-summary'] },
  // Read by the runtime at start (shared/runtime/popup-opener.ts), not by a widget.
  { area: 'session', key: NEXT_PAGE_POPUP_KEY, widgets: [] },
  { area: 'session', key: PENDING_EMAIL_KEY, widgets: ['confirmation', 'auth-popup'] },
  { area: 'session', key: CHECKOUT_KEY, widgets: ['checkout'] },
  { area: 'session', key: CHECKOUT_PENDING_KEY, widgets: ['checkout'] },
  { area: 'session', key: SUCCESS_KEY, widgets: ['order-page'] },
  // Read by the analytics module (shared/analytics), loaded only when analytics is configured.
  { area: 'local', key: PURCHASES_KEY, widgets: [] },
] as const;

/** The argument of every `getItem(...)` in shared/ and widgets/: a new one must be added to KEYS above. */
// INSPECT (the inspector's switch) is read for its presence only: no stored value is ever parsed.
const KNOWN_READS = ['SAVED_KEY', 'NEXT_PAGE_POPUP_KEY', 'key', 'COOKIE_FLAG', 'STORAGE_KEY', 'PENDING_EMAIL_KEY', 'SUCCESS_KEY', 'PENDING_KEY', 'PURCHASES_KEY', 'INSPECT'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

const validSaved = (): string => {
  saveConfiguration(emptyState());
  const text = localStorage.getItem(SAVED_KEY) ?? '{}';
  localStorage.removeItem(SAVED_KEY);
  return text;
};

/** Random and malformed stored values, and near misses of what the bundle itself writes. */
function storedValue(valid: string[]): fc.Arbitrary<string> {
  const parsed = valid.map((text) => JSON.parse(text) as unknown);
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 2, arbitrary: fc.constantFrom(...parsed).chain((value) => mutate(value)).map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 2, arbitrary: fc.constantFrom(...parsed).chain((value) => mutateOneField(value)).map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 1, arbitrary: fc.constantFrom(...valid) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'Y',
        'N',
        'null',
        'undefined',
        '{',
        '[]',
        '{"version":1}',
        '{"version":"1","values":null}',
        '{"__proto__":{"polluted":true}}',
        '\u0000',
        '\uD800',
        'x'.repeat(100_000),
      ),
    },
  );
}

describe('storage keys the bundle reads', () => {
  it('are all covered here (a new getItem needs its key in this file)', () => {
    const root = resolve(process.cwd());
    const reads = [...sources(join(root, 'shared')), ...sources(join(root, 'widgets'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.getItem\(([^)]*)\)/g)].map((match) => match[1] ?? ''),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect([...new Set(reads)].filter((argument) => !KNOWN_READS.includes(argument))).toEqual([]);
  });
});

describe('saved-state readers: random values give a clean start, 1000 cases each', { timeout: 30_000 }, () => {
  it('cookie notice flag: any stored value counts as accepted, nothing throws', () => {
    fc.assert(
      fc.property(storedValue(['"Y"']), (value) => {
        localStorage.setItem(COOKIE_FLAG, value);
        expect(hasAccepted(localStorage)).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('reported purchases: an order not in the list is reported once, and the list is readable after', () => {
    fc.assert(
      fc.property(storedValue(['["17"]']), (value) => {
        localStorage.setItem(PURCHASES_KEY, value);
        let stored: unknown = null;
        try {
          stored = JSON.parse(value);
        } catch {
          stored = null;
        }
        const had = Array.isArray(stored) && stored.includes('42');
        expect(firstPurchase(localStorage, new Set(), '42')).toBe(!had);
        expect(firstPurchase(localStorage, new Set(), '42')).toBe(false);
        expect(JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]')).toContain('42');
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('saved configuration: the valid state or null, and an unreadable entry is removed', () => {
    const valid = validSaved();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let kept = 0;
    fc.assert(
      fc.property(storedValue([valid]), (value) => {
        localStorage.setItem(SAVED_KEY, value);
        const saved = loadSaved();
        if (saved === null) expect(localStorage.getItem(SAVED_KEY)).toBeNull();
        else {
          kept += 1;
          expect(Array.isArray(saved.steps)).toBe(true);
          expect(typeof saved.values).toBe('object');
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
    warn.mockRestore();
  });

  it('next-page popup request: taken once, whatever was stored', () => {
    fc.assert(
      fc.property(storedValue(['"confirmation"']), (value) => {
        sessionStorage.setItem(NEXT_PAGE_POPUP_KEY, value);
        expect(takeNextPagePopup()).toBe(value);
        expect(takeNextPagePopup()).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('pending e-mail: a string, whatever was stored', () => {
    fc.assert(
      fc.property(storedValue(['"ivanova@example.ru"']), (value) => {
        sessionStorage.setItem(PENDING_EMAIL_KEY, value);
        expect(typeof readPendingEmail()).toBe('string');
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('checkout draft: a well-formed draft or null (a fresh form)', () => {
    const valid = JSON.stringify({ version: 1, values: { NAME: 'Иван' }, steps: ['done', 'active', 'inactive'], fileName: '', idempotencyKey: 'k' });
    let kept = 0;
    fc.assert(
      fc.property(storedValue([valid]), (value) => {
        const draft = restoreCheckout(value);
        if (draft === null) return;
        kept += 1;
        for (const field of Object.values(draft.values)) expect(['string', 'boolean']).toContain(typeof field);
        expect(draft.steps).toHaveLength(3);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('checkout pending order: a key with a positive whole count, or null (nothing to look for)', () => {
    const valid = JSON.stringify({ idempotencyKey: 'k-1', initialCount: 2 });
    let kept = 0;
    fc.assert(
      fc.property(storedValue([valid]), (value) => {
        const pending = restorePending(value);
        if (pending === null) return;
        kept += 1;
        expect(pending.idempotencyKey).not.toBe('');
        expect(Number.isInteger(pending.initialCount) && pending.initialCount >= 1).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(kept).toBeGreaterThan(0);
  });

  it('a storage that throws on every access is the same as an empty one', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = { getItem: denied, setItem: denied, removeItem: denied };
    expect(hasAccepted(store)).toBe(false);
    expect(readPendingEmail(store)).toBe('');
  });
});

describe('widgets that read saved state mount with random values in storage', { timeout: 60_000 }, () => {
  const readers = [...new Set(KEYS.flatMap((entry) => entry.widgets))];
  let seeds: Record<string, string[]> = {};
  let app: Application;
  let errors: MockInstance<typeof console.error>;

  beforeAll(() => {
    seeds = harvestSeeds();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ success: false, message: JSON.stringify([{ code: 'fuzz', message: 'Отказ' }]), data: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    app = createApplication(widgets, loadWidget);
  }, 60_000);

  afterEach(() => {
    app.unmount(document.body);
    document.body.innerHTML = '';
  });

  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each(readers)('%s', async (name) => {
    const values = fc.record(Object.fromEntries(KEYS.map((entry) => [entry.key, fc.option(storedValue(['"Y"', validSaved()]), { freq: 3 })])));
    await fc.assert(
      fc.asyncProperty(values, fc.boolean(), async (stored, storageThrows) => {
        app.unmount(document.body);
        document.body.innerHTML = '';
        localStorage.clear();
        sessionStorage.clear();
        errors.mockClear();
        for (const entry of KEYS) {
          const value = stored[entry.key];
          if (value !== null && value !== undefined) (entry.area === 'local' ? localStorage : sessionStorage).setItem(entry.key, value);
        }
        const denied = storageThrows
          ? vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            })
          : null;
        try {
          const tag = widgetTag(name, seeds[name]?.[0] ?? '{}', true);
          tag.dataset.hydrate = 'load';
          document.body.append(tag);
          app.mount(document.body);
          await vi.waitFor(() => expect(tag.getAttribute('data-widget-state')).not.toBe('pending'), { timeout: 5000, interval: 2 });
          // The demo's real props plus any saved state: the widget itself comes up.
          const state = tag.getAttribute('data-widget-state');
          if (state === 'error') await vi.waitFor(() => expect(errors.mock.calls.length).toBeGreaterThan(0));
          expect(state, errors.mock.calls.map((call) => String(call[0])).join('\n')).toBe('mounted');
        } finally {
          denied?.mockRestore();
        }
      }),
      { seed: SEED, numRuns: MOUNT_RUNS },
    );
  });
});
