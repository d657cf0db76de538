import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApplication, type Application } from '../../../shared/runtime/application';
import { readRawProps } from '../../../shared/runtime/props';
import type { WidgetModule } from '../../../shared/runtime/types';
import { parseProps } from '../../../shared/runtime/validate';
import { loadWidget } from '../../../widgets/load-bundled';
import { widgets } from '../../../widgets/registry';
import { SEED, harvestSeeds, rawPropsText, widgetTag } from './arbitraries';

/*
 * Props fuzzing for every widget of the registry, fixed seed.
 *
 * 1. 1000 generated tags per widget go through the runtime's real validation path: readRawProps (the
 *    tag's data-props or JSON script child) then parseProps with the widget's own schema from its
 *    index.ts. Neither may throw: a tag either parses or is reported with a path.
 * 2. 40 generated tags per widget are fully mounted by the real runtime (createApplication, React and
 *    all): each ends 'mounted' or 'error', an error comes with exactly one console.error naming the
 *    widget, and nothing throws or rejects unhandled (vitest fails the run on those).
 * Mounting React 1000 times for ~45 widgets would take minutes; the split keeps the whole file well
 * under a minute while still running every generated tag through the code that decides its fate.
 * The mutations start from the props the demo's real pages carry (harvest.ts), so most cases are
 * "almost right" tags — the kind a template really produces — not only noise.
 */

const VALIDATION_RUNS = 1000;
const MOUNT_RUNS = 40;

type Definition = WidgetModule['default'];

const names = Object.keys(widgets) as Array<keyof typeof widgets>;
let seeds: Record<string, string[]> = {};
const definitions = new Map<string, Definition>();

beforeAll(async () => {
  seeds = harvestSeeds();
  for (const name of names) definitions.set(name, (await loadWidget(name)).default as Definition);
  // Network answers: the CMS refuses everything, quickly (the widgets' error paths, no real requests).
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ success: false, message: JSON.stringify([{ code: 'fuzz', message: 'Отказ' }]), data: null }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('props fuzzing: the validation path, 1000 cases per widget', { timeout: 30_000 }, () => {
  it.each(names)('%s', (name) => {
    const definition = definitions.get(name);
    let accepted = 0;
    fc.assert(
      fc.property(rawPropsText(seeds[name] ?? []), fc.boolean(), (text, inScript) => {
        const raw = readRawProps(widgetTag(name, text, inScript));
        if (!raw.ok) {
          expect(raw.reason).not.toBe('');
          return;
        }
        const parsed = parseProps(definition!.props, raw.value);
        if (parsed.ok) accepted += 1;
        else expect(parsed.path).not.toBe('');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { seed: SEED, numRuns: VALIDATION_RUNS },
    );
    // The real props the demo prints are accepted (they are the seeds of the mutations).
    for (const text of seeds[name] ?? []) {
      const raw = readRawProps(widgetTag(name, text, true));
      if (raw.ok) expect(parseProps(definition!.props, raw.value), `${name} ${text.slice(0, 200)}`).toMatchObject({ ok: true });
    }
    if ((seeds[name] ?? []).length > 0) expect(accepted).toBeGreaterThan(0);
  });
});

describe('props fuzzing: full mounts, 40 cases per widget', { timeout: 60_000 }, () => {
  let app: Application;
  let errors: MockInstance<typeof console.error>;

  beforeAll(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    app = createApplication(widgets, loadWidget);
  });

  afterEach(() => {
    app.unmount(document.body);
    document.body.innerHTML = '';
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  const namingWidget = (name: string) =>
    errors.mock.calls.filter((call) => typeof call[0] === 'string' && call[0].startsWith(`[vitrina] ${name}:`)).length;

  it.each(names)('%s', async (name) => {
    const states = { mounted: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(rawPropsText(seeds[name] ?? []), fc.boolean(), async (text, inScript) => {
        app.unmount(document.body);
        document.body.innerHTML = '';
        errors.mockClear();
        const tag = widgetTag(name, text, inScript);
        tag.dataset.hydrate = 'load';
        document.body.append(tag);
        app.mount(document.body);
        await vi.waitFor(() => expect(tag.getAttribute('data-widget-state')).not.toBe('pending'), { timeout: 5000, interval: 2 });
        const state = tag.getAttribute('data-widget-state');
        expect(['mounted', 'error']).toContain(state);
        if (state === 'error') {
          await vi.waitFor(() => expect(namingWidget(name)).toBeGreaterThan(0), { timeout: 2000, interval: 2 });
          expect(namingWidget(name)).toBe(1);
          states.error += 1;
        } else {
          states.mounted += 1;
        }
      }),
      { seed: SEED, numRuns: MOUNT_RUNS },
    );
    expect(states.mounted + states.error).toBe(MOUNT_RUNS);
  });
});
