import {
  SHARE_PARAM,
  decodeShare,
  summaryFromState,
  type ConfigurationSummary,
  type ConfiguratorState,
  type SavedConfiguration,
  type ShareSelection,
} from '../../shared/configuration/saved';
import { restoreSelection, type LoadSteps } from '../../shared/configuration/steps';

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

export type { LoadSteps };

export interface RestoredConfiguration extends ConfiguratorState {
  /** False when the link's configuration could not be restored to the end (an option is gone, a size is refused). */
  intact: boolean;
}

/**
 * Rebuilds a shared configuration from the server (shared/configuration/steps.ts), so the summary
 * shows exactly what the configurator would. The first step the link cannot complete ends the
 * restore: it and every later step stay unanswered, so the configuration is incomplete.
 */
export async function restoreShared(selection: ShareSelection, loadSteps: LoadSteps): Promise<RestoredConfiguration> {
  const { state, restored } = await restoreSelection(selection, loadSteps);
  const intact = restored === state.steps.length;
  const steps = state.steps.map((step, position) => (position < restored ? step : { ...step, SELECTED: null, showNext: false }));
  return { ...state, steps, intact };
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

export { summaryFromState };
