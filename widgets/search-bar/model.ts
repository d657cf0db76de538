/** Spec 9: suggestions 200 ms after the last keystroke; a submit during validation retries after 1 s. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUBMIT_RETRY_MS = 1000;

/** The results page URL: `{action}?q={query}&s=Поиск` (spec 2), kept on the action's own origin and path. */
export function searchUrl(action: string, query: string, base = typeof location !== 'undefined' ? location.href : 'http://localhost/'): string {
  const target = new URL(action, base);
  target.search = '';
  target.hash = '';
  target.searchParams.set('q', query);
  target.searchParams.set('s', 'Поиск');
  return target.origin === new URL(base).origin ? `${target.pathname}${target.search}` : target.href;
}

export type SubmitDecision = { kind: 'ignore' } | { kind: 'wait'; ms: number } | { kind: 'go'; query: string };

export interface SubmitState {
  /** What is in the input. */
  query: string;
  /** A suggestion request for the current text is pending (debounce or in flight). */
  validating: boolean;
  /** The query as the CMS understood the current text ('' until it answered). */
  validQuery: string;
}

/**
 * A submit: an empty query does nothing; while the current text is being validated the submit waits
 * and retries after 1 s; then it goes with the CMS's valid query (keyboard layout corrected), else
 * with the text as typed.
 */
export function submitDecision(state: SubmitState): SubmitDecision {
  const query = state.query.trim();
  if (query === '') return { kind: 'ignore' };
  if (state.validating) return { kind: 'wait', ms: SUBMIT_RETRY_MS };
  return { kind: 'go', query: state.validQuery.trim() || query };
}
