import type { ConfiguratorStep, StepItem } from '../../shared/api/configurator';
import {
  SHARE_PARAM,
  decodeShare,
  summaryFromState,
  type ConfigurationSummary,
  type SavedConfiguration,
  type ShareSelection,
} from '../../shared/configuration/saved';

/**
 * The summary page's rules, apart from the view: where the configuration comes from, how a share
 * link's choices are checked against the steps the server returns, and what the order sends.
 */

export type SummarySource =
  | { kind: 'share'; selection: ShareSelection }
  | { kind: 'saved'; saved: SavedConfiguration }
  | { kind: 'none' };

/**
 * A `?config=` code wins (a share link or the partner embed's hand-off is what the shopper just
 * opened); else the saved configuration, only once the shopper confirmed it (ready for order): a
 * half-finished one belongs to the configurator. An unreadable code falls back to the saved one.
 */
export function pickSource(search: string, saved: SavedConfiguration | null): SummarySource {
  const code = new URLSearchParams(search).get(SHARE_PARAM);
  if (code !== null) {
    const selection = decodeShare(code);
    if (selection && selection.options.length > 0) return { kind: 'share', selection };
    console.warn('[vitrina] configuration-summary: the link\'s configuration code cannot be read; showing the saved configuration if there is one.');
  }
  if (saved?.readyForOrder && saved.steps.length > 0) return { kind: 'saved', saved };
  return { kind: 'none' };
}

function bySort(steps: ConfiguratorStep[]): ConfiguratorStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.SORT - b.step.SORT || a.index - b.index)
    .map(({ step }) => step);
}

/** A size as the shopper reads it. */
export function millimetres(value: number): string {
  return `${value} мм`;
}

export interface Range {
  min: number;
  max: number;
}

function range(bottom: number | null, top: number | null): Range {
  const min = bottom ?? 0;
  const max = top ?? Number.POSITIVE_INFINITY;
  return max < min ? { min, max: min } : { min, max };
}

/**
 * The limits a shared size is held to: the option's own, and for the first size of a two-size step
 * the _V2 limits when the second size passes UF_LIMIT_VALUE (spec 5). Missing limits leave that end open.
 */
export function sizeRanges(item: StepItem, template: 'r' | 't', values: readonly number[]): Range[] {
  const second = values[1] ?? 0;
  const useV2 = template === 't' && item.UF_LIMIT_CHANGE === 1 && item.UF_LIMIT_VALUE !== null && second > item.UF_LIMIT_VALUE;
  const first = useV2 ? range(item.UF_BOTTOM_LIMIT_V2, item.UF_TOP_LIMIT_V2) : range(item.UF_BOTTOM_LIMIT, item.UF_TOP_LIMIT);
  return template === 't' ? [first, range(item.UF_BOTTOM_LIMIT_2, item.UF_TOP_LIMIT_2)] : [first];
}

/**
 * Shared sizes as whole millimetres within the option's limits; a missing value takes the option's
 * standard size (or the bottom limit). Null when nothing usable is left.
 */
export function checkedSizes(item: StepItem, template: 'r' | 't', shared: readonly number[] | undefined): number[] | null {
  const wanted = template === 't' ? 2 : 1;
  const fallback = [item.UF_STANDART ?? item.UF_BOTTOM_LIMIT, item.UF_STANDART_2 ?? item.UF_BOTTOM_LIMIT_2];
  const raw: number[] = [];
  for (let index = 0; index < wanted; index++) {
    const value = shared?.[index] ?? fallback[index];
    if (value == null || !Number.isFinite(value)) return null;
    raw.push(Math.round(value));
  }
  // The second size decides the first size's limits (V2), so it is clamped first.
  const ranges = sizeRanges(item, template, raw);
  const clamped = raw.map((value, index) => {
    const limit = ranges[index];
    return limit ? Math.min(limit.max, Math.max(limit.min, value)) : value;
  });
  const finalRanges = sizeRanges(item, template, clamped);
  return clamped.map((value, index) => {
    const limit = finalRanges[index];
    return limit ? Math.min(limit.max, Math.max(limit.min, value)) : value;
  });
}

/** What a size step's SELECTED.name holds: '700 мм', or '700 мм × 300 мм' for two sizes. */
export function sizesText(values: readonly number[]): string {
  return values.map(millimetres).join(' × ');
}

export type LoadSteps = (parent: string | null) => Promise<ConfiguratorStep[]>;

export interface RestoredConfiguration {
  steps: ConfiguratorStep[];
  values: Record<string, number[]>;
  /** False when a shared option is not offered any more (the restore stopped there). */
  intact: boolean;
}

/**
 * Rebuilds a shared configuration from the server: the root steps, then for each chosen option its
 * dependent steps (placed by SORT, as the configurator does). Each shared option must be one of its
 * step's options as the server returns them now, sizes are held to the option's limits; the first
 * value that fails ends the restore there.
 */
export async function restoreShared(selection: ShareSelection, loadSteps: LoadSteps): Promise<RestoredConfiguration> {
  let steps = bySort(await loadSteps(null));
  const values: Record<string, number[]> = {};
  let intact = true;
  let index = 0;
  for (; index < steps.length && index < selection.options.length; index++) {
    const step = steps[index] as ConfiguratorStep;
    const id = selection.options[index] as string;
    const item = Object.hasOwn(step.ITEMS, id) ? step.ITEMS[id] : undefined;
    if (!item || step.DISABLED) {
      intact = false;
      break;
    }
    let name = item.NAME;
    if (step.TEMPLATE === 'r' || step.TEMPLATE === 't') {
      const sizes = checkedSizes(item, step.TEMPLATE, selection.sizes[step.RKEY]);
      if (!sizes) {
        intact = false;
        break;
      }
      values[step.RKEY] = sizes;
      name = sizesText(sizes);
    }
    steps[index] = { ...step, SELECTED: { id, name }, showNext: true };
    if (step.CHILDREN.includes(id)) {
      const children = await loadSteps(id);
      const known = new Set(steps.map((entry) => entry.RKEY));
      steps = [...steps.slice(0, index + 1), ...bySort([...steps.slice(index + 1), ...children.filter((child) => !known.has(child.RKEY))])];
    }
  }
  if (index < selection.options.length) intact = false;
  // Steps after the last restored one stay unanswered: the configuration is then incomplete.
  return { steps: steps.map((step, position) => (position < index ? step : { ...step, SELECTED: null, showNext: false })), values, intact };
}

export interface OrderFields {
  name: string;
  phone: string;
  email: string;
}

/** The order's body without the token: trimmed contacts, the config text and the scheme. */
export function orderPayload(fields: OrderFields, summary: ConfigurationSummary, scheme: string) {
  return {
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    config: summary.config,
    scheme,
  };
}

/** A scheme answer relative to the API (the CMS sends '/images/scheme/…') made absolute against it. */
export function absoluteOn(base: string, src: string): string {
  if (!src) return '';
  try {
    return new URL(src, base).href;
  } catch {
    return '';
  }
}

/** The alt text of the scheme: what it shows, from the chosen values. */
export function schemeAlt(summary: ConfigurationSummary): string {
  const model = summary.rows[0]?.value;
  return model ? `Схема: ${model}` : 'Схема конфигурации';
}

export { summaryFromState };
