/**
 * The configurator's saved state and what other widgets read from it.
 *
 * Contract (shared by `configurator`, `configuration-summary` and partner embeds):
 * - One localStorage entry, `SAVED_KEY`, holds a `SavedConfiguration`: the spec's configurator state
 *   (section 3: steps, parent, doublePart, solidPart, width, door, doorPanel, pallet, changeSizes,
 *   lastChanges, scheme), the size values per step (`values`, keyed by the step's RKEY), `readyForOrder`
 *   and `version`. `loadSaved()` validates it with `savedSchema`: a corrupt or outdated entry is removed
 *   with one `console.warn` and `null` comes back, so the configurator starts clean, never blank.
 * - Steps are stored as the api layer parsed them (`ConfiguratorStep`): `SELECTED` is `{id, name}` or
 *   null, where `name` is the option's name or, on size steps, the sizes as text ('700 мм').
 * - A share link carries `?config=<encodeShare(selection)>`: base64url of JSON `[v, options, sizes]`,
 *   the chosen option ids in step order and the size values per step RKEY. `decodeShare` returns null
 *   for anything it cannot read; the configurator re-checks every value against the steps the server
 *   returns (an option that no longer exists ends the restore there; sizes are clamped to the limits).
 * - `summaryFromState` gives what the summary page shows and what the order sends: one row per step,
 *   the scheme's model / handle (or false) / side and the order's `config` text ('title: value;').
 * - `summaryUrl(apiBase, encoded)` is the shop's `/configuration/?config=…` on the API's origin.
 */
import * as v from 'valibot';
import { stepSchema, type ConfiguratorStep } from '../api/configurator';
import { safeLocalStorage } from '../dom/storage';
import { PRESELECT_KEYS } from './preselect';

export const SAVED_KEY = 'vt-configurator';
/** Raise when the stored shape changes: older entries are then dropped on load. */
export const SAVED_VERSION = 1;
/** Query parameter of a share link. */
export const SHARE_PARAM = 'config';

export interface DoorAndPanel {
  door: number;
  panel: number;
}

export interface ConfiguratorState {
  steps: ConfiguratorStep[];
  /** The option whose steps were loaded last (null: the root). */
  parent: string | null;
  doublePart: number;
  solidPart: number;
  /** Opening width (a UF_WIDTH size). */
  width: number;
  /** Door size: the whole door block (a UF_DOOR size); locked by a pallet's UF_CHANGE_DOOR. */
  door: number;
  /** The movable door panel (a UF_DOOR_PANEL size); locked by a pallet's UF_CHANGE_PANEL. */
  doorPanel: number;
  /** Sizes of the chosen pallet (0: none). */
  pallet: DoorAndPanel;
  /** Sizes locked by a chosen option (0: not locked). */
  changeSizes: DoorAndPanel;
  /** The values before a lock, restored on unlock. */
  lastChanges: DoorAndPanel;
  /** Scheme image URL once known, else ''. */
  scheme: string;
  /** Size values per step RKEY: [first] for 'r', [first, second] for 't'. */
  values: Record<string, number[]>;
}

export interface SavedConfiguration extends ConfiguratorState {
  version: typeof SAVED_VERSION;
  readyForOrder: boolean;
}

export function emptyState(): ConfiguratorState {
  return {
    steps: [],
    parent: null,
    doublePart: 0,
    solidPart: 0,
    width: 0,
    door: 0,
    doorPanel: 0,
    pallet: { door: 0, panel: 0 },
    changeSizes: { door: 0, panel: 0 },
    lastChanges: { door: 0, panel: 0 },
    scheme: '',
    values: {},
  };
}

const size = v.pipe(v.number(), v.finite(), v.minValue(0));
const doorAndPanel = v.object({ door: size, panel: size });

export const savedSchema = v.object({
  version: v.literal(SAVED_VERSION),
  readyForOrder: v.boolean(),
  steps: v.array(stepSchema),
  parent: v.nullable(v.string()),
  doublePart: size,
  solidPart: v.pipe(v.number(), v.finite()),
  width: size,
  door: size,
  doorPanel: size,
  pallet: doorAndPanel,
  changeSizes: doorAndPanel,
  lastChanges: doorAndPanel,
  scheme: v.string(),
  values: v.record(v.string(), v.array(v.pipe(v.number(), v.finite()))),
});

/** The saved configuration, or null (none, unreadable or outdated: then it is removed). */
export function loadSaved(): SavedConfiguration | null {
  const store = safeLocalStorage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(SAVED_KEY);
  } catch {
    return null;
  }
  if (raw == null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(savedSchema, json);
  if (!parsed.success) {
    const outdated = json !== null && typeof json === 'object' && 'version' in json && (json as { version: unknown }).version !== SAVED_VERSION;
    console.warn(
      `[vitrina] configurator: the saved configuration is ${outdated ? 'from an older version' : 'unreadable'} and was dropped; starting from the first step.`,
    );
    clearSaved();
    return null;
  }
  return parsed.output as SavedConfiguration;
}

/** Saves the whole state; false when storage refused (private mode, quota). */
export function saveConfiguration(state: ConfiguratorState, readyForOrder = false): boolean {
  const store = safeLocalStorage();
  if (!store) return false;
  const saved: SavedConfiguration = { ...state, version: SAVED_VERSION, readyForOrder };
  try {
    store.setItem(SAVED_KEY, JSON.stringify(saved));
    return true;
  } catch {
    return false;
  }
}

/** Wipes the saved configuration and the buy card's preselection keys. */
export function clearSaved(): void {
  const store = safeLocalStorage();
  if (!store) return;
  try {
    store.removeItem(SAVED_KEY);
    store.removeItem(PRESELECT_KEYS.first);
    store.removeItem(PRESELECT_KEYS.second);
  } catch {
    /* storage refused: nothing was saved either */
  }
}

// ---- share links ---------------------------------------------------------------------------------

export interface ShareSelection {
  /** Chosen option ids in step order. */
  options: string[];
  /** Size values per step RKEY. */
  sizes: Record<string, number[]>;
}

const SHARE_FORMAT = 1;

const shareSchema = v.tuple([
  v.literal(SHARE_FORMAT),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(100)),
  v.record(v.pipe(v.string(), v.maxLength(128)), v.pipe(v.array(v.pipe(v.number(), v.finite())), v.maxLength(4))),
]);

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeShare(selection: ShareSelection): string {
  return toBase64Url(JSON.stringify([SHARE_FORMAT, selection.options, selection.sizes]));
}

/** The selection a share link carries, or null when the text is not one. */
export function decodeShare(text: string | null | undefined): ShareSelection | null {
  if (!text || text.length > 4000) return null;
  const json = fromBase64Url(text);
  if (json == null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = v.safeParse(shareSchema, value);
  if (!parsed.success) return null;
  const [, options, sizes] = parsed.output;
  return { options, sizes: { ...sizes } };
}

/** What a share link of this state carries: each step's chosen option and every size. */
export function selectionFromState(state: Pick<ConfiguratorState, 'steps' | 'values'>): ShareSelection {
  const options: string[] = [];
  const sizes: Record<string, number[]> = {};
  for (const step of state.steps) {
    if (!step.SELECTED) break;
    options.push(step.SELECTED.id);
    const values = state.values[step.RKEY];
    if ((step.TEMPLATE === 'r' || step.TEMPLATE === 't') && values) sizes[step.RKEY] = values;
  }
  return { options, sizes };
}

// ---- the summary ---------------------------------------------------------------------------------

export interface SummaryRow {
  title: string;
  value: string;
}

export interface SchemeParams {
  model: string;
  /** The handle option id, or false when the configuration has no handle step. */
  handle: string | false;
  side: string;
}

export interface ConfigurationSummary {
  rows: SummaryRow[];
  /** null until the model and the opening side are chosen. */
  scheme: SchemeParams | null;
  /** The order's `config`: 'title: value;' per step, one per line. */
  config: string;
  /** Every step has a selection. */
  complete: boolean;
}

const HANDLE_TITLE = /ручк/i;
const SIDE_TITLE = /сторона/i;

function stepCode(step: ConfiguratorStep): string {
  const rkey = step.RKEY;
  return rkey.slice(rkey.indexOf('_') + 1).toLowerCase();
}

function isHandleStep(step: ConfiguratorStep): boolean {
  return stepCode(step) === 'handle' || HANDLE_TITLE.test(step.TITLE);
}

function isSideStep(step: ConfiguratorStep): boolean {
  return stepCode(step) === 'side' || SIDE_TITLE.test(step.TITLE);
}

export function summaryFromState(state: Pick<ConfiguratorState, 'steps'>): ConfigurationSummary {
  const rows = state.steps.filter((step) => step.SELECTED).map((step) => ({ title: step.TITLE, value: step.SELECTED?.name ?? '' }));
  const model = state.steps[0]?.SELECTED?.id;
  const handleStep = state.steps.find(isHandleStep);
  const side = state.steps.find(isSideStep)?.SELECTED?.id;
  const handle: string | false | null = handleStep ? (handleStep.SELECTED?.id ?? null) : false;
  const scheme: SchemeParams | null = model && side && handle !== null ? { model, handle, side } : null;
  return {
    rows,
    scheme,
    config: rows.map((row) => `${row.title}: ${row.value};`).join('\n'),
    complete: state.steps.length > 0 && state.steps.every((step) => step.SELECTED),
  };
}

/** The shop's summary page for a share code, on the origin of the API base (the partner embed's shop). */
export function summaryUrl(apiBase: string, encoded: string): string {
  const page = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const origin = new URL(apiBase || '/', page).origin;
  const url = new URL('/configuration/', origin);
  if (encoded) url.searchParams.set(SHARE_PARAM, encoded);
  return url.href;
}
