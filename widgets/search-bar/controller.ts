/**
 * The header search's state and actions: the shared suggestion list plus the submit, which waits while
 * the current text is being checked (retrying after 1 s) and then goes with the CMS's valid query.
 * Every effect on the world comes in through `SearchBarIO`.
 */

import type { Suggestion, Suggestions } from '../../shared/api/search';
import { defineController } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { createSuggestions, type SuggestionsIO } from '../../shared/ui/suggestions';
import { SUGGEST_DEBOUNCE_MS, searchUrl, submitDecision } from './model';

export type { Suggestion };

export interface SearchBarIO extends SuggestionsIO<Suggestions> {
  /** Leaves for a URL (the shared same-origin guard refuses another site's). */
  navigate(url: string): void;
}

export interface SearchBarOptions {
  /** The results page. */
  action: string;
  /** The text already searched for. */
  query: string;
}

export type SearchBarController = ReturnType<typeof createSearchBar>;

export function createSearchBar(io: SearchBarIO, { action, query }: SearchBarOptions) {
  const scope = createScope(io.later);
  const suggestions = createSuggestions<Suggestion, Suggestions>(io, scope, {
    debounceMs: SUGGEST_DEBOUNCE_MS,
    itemsOf: (answer) => answer.suggestions,
    wrap: 'text',
    initialQuery: query,
  });
  let cancelRetry: (() => void) | null = null;

  /** Enter or 'Найти': nothing for an empty text, a retry while it is being checked, else the results page. */
  function submit(): void {
    cancelRetry?.();
    cancelRetry = null;
    if (!scope.alive) return;
    const decision = submitDecision({
      query: suggestions.query.peek(),
      validating: suggestions.pending.peek(),
      validQuery: suggestions.answer.peek()?.valid_query ?? '',
    });
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'wait') {
      cancelRetry = scope.later(submit, decision.ms);
      return;
    }
    io.navigate(searchUrl(action, decision.query));
  }

  /** A suggestion: its page (one on another site is refused by the guard, which tells the shopper). */
  function choose(suggestion: Suggestion): void {
    suggestions.hide();
    io.navigate(suggestion.URL);
  }

  const { begin, ...list } = suggestions;
  return defineController(scope, {
    ...list,
    /** The shopper typed: the list opens for the new text. */
    type(text: string): void {
      suggestions.type(text);
      suggestions.show();
    },
    /** Escape: closes an open list, else clears the text; false when there was nothing to do. */
    escape(): boolean {
      if (suggestions.dismiss()) return true;
      if (suggestions.query.peek() === '') return false;
      suggestions.type('');
      return true;
    },
    /** Enter on an active option takes it; false when none is active. */
    enter(): boolean {
      const suggestion = suggestions.chosen();
      if (!suggestion) return false;
      choose(suggestion);
      return true;
    },
    submit,
    choose,
  }, begin);
}
