/**
 * A combobox's suggestions (WAI-ARIA list autocomplete): the text typed, a debounced question to the
 * server for it (a newer question aborts the older, and an older answer arriving late is dropped),
 * the list, whether it is open and which option is active. The search bar and the checkout's city
 * field are its two views.
 */

import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { readOnly } from '../controller/controller';
import type { Later, Scope } from '../controller/scope';

export interface SuggestionsIO<A> {
  /** Asks the server for `text`; `signal` aborts a question a newer one replaced. */
  ask(text: string, signal: AbortSignal): Promise<A>;
  /** The debounce's clock. */
  later: Later;
}

export interface SuggestionsOptions<T, A> {
  /** The pause after the last keystroke before the server is asked. */
  debounceMs: number;
  itemsOf(answer: A): readonly T[];
  /** The arrow keys past either end: back to the text (-1) or round to the other end. */
  wrap: 'text' | 'around';
  /** The text the field starts with (its suggestions are asked at the start). */
  initialQuery?: string;
  /** An answer opens the list (else only typing and focus do). */
  openOnAnswer?: boolean;
  /** An answer for the current text was taken. */
  onAnswer?(answer: A): void;
  /** The question for the current text failed (not when a newer one aborted it). */
  onFailure?(error: unknown): void;
}

export type ArrowKey = 'ArrowDown' | 'ArrowUp';

/** The active option after an arrow key in an open list of `count` (-1 = none, focus in the text). */
export function stepActive(current: number, key: ArrowKey, count: number, wrap: 'text' | 'around'): number {
  if (count <= 0) return -1;
  const last = count - 1;
  if (key === 'ArrowDown') {
    if (current >= last) return wrap === 'text' ? -1 : 0;
    return current + 1;
  }
  if (current === -1) return last;
  if (current === 0) return wrap === 'text' ? -1 : last;
  return current - 1;
}

/** The keys of an open list: the arrows, Escape and the option Enter takes. */
function listKeys<T>(items: ReadonlySignal<readonly T[]>, open: Signal<boolean>, active: Signal<number>, expanded: ReadonlySignal<boolean>, wrap: 'text' | 'around') {
  return {
    /**
     * An arrow key: a shut list opens at its first (Down) or last (Up) option, an open one moves.
     * False when there is nothing to move through.
     */
    move(key: ArrowKey): boolean {
      const count = items.peek().length;
      if (count === 0) return false;
      batch(() => {
        if (!expanded.peek()) {
          open.value = true;
          active.value = key === 'ArrowDown' ? 0 : count - 1;
        } else {
          active.value = stepActive(active.peek(), key, count, wrap);
        }
      });
      return true;
    },
    /** Escape: closes an open list (true), or answers false when it was shut. */
    dismiss(): boolean {
      if (!expanded.peek()) return false;
      batch(() => {
        open.value = false;
        active.value = -1;
      });
      return true;
    },
    /** The option Enter would take: the active one of an open list. */
    chosen(): T | null {
      const index = active.peek();
      return expanded.peek() && index >= 0 ? (items.peek()[index] ?? null) : null;
    },
  };
}

/** The list and what it shows: the items and answer taken, a question waiting, open, the active option. */
function createListState<T, A>(options: SuggestionsOptions<T, A>) {
  const items = signal<readonly T[]>([]);
  /** The latest answer taken (null before one, for an empty text and after a failure). */
  const answer = signal<A | null>(null);
  /** A question for the current text is waiting (the debounce or the server). */
  const pending = signal(false);
  const open = signal(false);
  const active = signal(-1);
  const expanded = computed(() => open.value && items.value.length > 0);

  function clearList(): void {
    batch(() => {
      items.value = [];
      answer.value = null;
      pending.value = false;
      active.value = -1;
    });
  }

  function taken(result: A): void {
    batch(() => {
      items.value = options.itemsOf(result);
      answer.value = result;
      active.value = -1;
      pending.value = false;
      if (options.openOnAnswer) open.value = true;
      options.onAnswer?.(result);
    });
  }

  function failed(error: unknown): void {
    batch(() => {
      clearList();
      options.onFailure?.(error);
    });
  }

  return { items, answer, pending, open, active, expanded, clearList, taken, failed };
}

/**
 * The question to the server after the pause: a newer one cancels the pause or aborts the question on
 * its way, and an answer to an older question, or one after the owner's end, is dropped.
 */
function createQuestions<A>(io: SuggestionsIO<A>, scope: Scope, debounceMs: number, answered: { taken(result: A): void; failed(error: unknown): void }) {
  let asked = 0;
  let cancelTimer: (() => void) | null = null;
  let inFlight: AbortController | null = null;

  function cancel(): void {
    asked += 1;
    cancelTimer?.();
    cancelTimer = null;
    inFlight?.abort();
    inFlight = null;
  }

  return {
    cancel,
    /** Asks for `wanted` after the pause (call `cancel` first: it drops the previous question). */
    ask(wanted: string): void {
      const mine = asked;
      cancelTimer = scope.later(() => {
        cancelTimer = null;
        const abort = new AbortController();
        inFlight = abort;
        io.ask(wanted, abort.signal).then(
          (result) => {
            if (mine === asked && scope.alive) answered.taken(result);
          },
          (error: unknown) => {
            if (mine === asked && scope.alive) answered.failed(error);
          },
        );
      }, debounceMs);
    },
  };
}

export type SuggestionsController<T, A> = ReturnType<typeof createSuggestions<T, A>>;

/**
 * A list of suggestions owned by a controller: its `scope` (made on `io.later`, the debounce's clock)
 * ends the question on its way, and the owner calls `begin` when it starts.
 */
export function createSuggestions<T, A>(io: SuggestionsIO<A>, scope: Scope, options: SuggestionsOptions<T, A>) {
  const query = signal(options.initialQuery ?? '');
  const { items, answer, pending, open, active, expanded, clearList, taken, failed } = createListState(options);
  const questions = createQuestions(io, scope, options.debounceMs, { taken, failed });

  /** Asks for the suggestions of `text` after the pause; the previous question is dropped. */
  function lookUp(text: string): void {
    questions.cancel();
    if (!scope.alive) return;
    const wanted = text.trim();
    if (wanted === '') {
      clearList();
      return;
    }
    pending.value = true;
    questions.ask(wanted);
  }

  return {
    ...readOnly({ query, items, answer, pending, open, active }),
    /** The list is on screen: open and not empty. */
    expanded,
    /** Asks for the text the field starts with; the owner's end drops whatever is on its way. */
    begin(): void {
      scope.own(questions.cancel);
      if (query.peek() !== '') lookUp(query.peek());
    },
    /** The shopper typed. */
    type(text: string): void {
      query.value = text;
      lookUp(text);
    },
    show(): void {
      open.value = true;
    },
    /** Closes the list and keeps the active option (a press outside, a chosen suggestion). */
    hide(): void {
      open.value = false;
    },
    ...listKeys(items, open, active, expanded, options.wrap),
    /** An option was taken: the question on its way is dropped and the list empties. */
    reset(): void {
      questions.cancel();
      batch(() => {
        clearList();
        open.value = false;
      });
    },
  };
}
