/**
 * The scheme picture of a finished configuration, as the configurator and the summary page show it:
 * its key (the choices it is drawn for), its alt text, and a loader that keeps it current.
 */
import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { ConfigurationSummary, SchemeParams } from './saved';

/** The scheme for the choices named by `key`. */
export type SchemeView = { key: string; state: 'loading' } | { key: string; state: 'failed'; reason: string } | { key: string; state: 'ready'; src: string };

/** The choices a scheme is drawn for, as one text ('' when there is no scheme yet). */
export function schemeKeyOf(params: SchemeParams | null): string {
  return params ? `${params.model}/${String(params.handle)}/${params.side}` : '';
}

/** The alt text of the scheme: what it shows, from the chosen values. */
export function schemeAlt(summary: ConfigurationSummary): string {
  const model = summary.rows[0]?.value;
  return model ? `Схема: ${model}` : 'Схема конфигурации';
}

export interface SchemeLoaderOptions {
  /** The choices whose scheme is wanted now (null: none). */
  params: ReadonlySignal<SchemeParams | null>;
  /** The scheme picture's address for the choices, as the server sends it. */
  load(params: SchemeParams): Promise<string>;
  /** What a failure tells the shopper (the server's words, a lost network). */
  reasonOf(error: unknown): string;
}

/**
 * Loads the scheme of the wanted choices, once per choices: answers are kept by key while they are
 * on their way too, so asking again (a confirm while it loads) sends nothing; a failure is not kept.
 * An answer for choices no longer wanted, or older than a retry, changes nothing.
 */
export function createSchemeLoader({ params, load, reasonOf }: SchemeLoaderOptions) {
  const scheme = signal<SchemeView | null>(null);
  const attempt = signal(0);
  const key = computed(() => schemeKeyOf(params.value));
  const answers = new Map<string, Promise<string>>();
  let ticket = 0;

  const fetch = (wanted: SchemeParams): Promise<string> => {
    const wantedKey = schemeKeyOf(wanted);
    const known = answers.get(wantedKey);
    if (known !== undefined) return known;
    const answer = load(wanted);
    answers.set(wantedKey, answer);
    answer.catch(() => {
      if (answers.get(wantedKey) === answer) answers.delete(wantedKey);
    });
    return answer;
  };

  const watch = (): (() => void) =>
    effect(() => {
      const current = key.value;
      void attempt.value;
      const mine = ++ticket;
      const wanted = untracked(() => params.value);
      if (!wanted) {
        scheme.value = null;
        return;
      }
      scheme.value = { key: current, state: 'loading' };
      fetch(wanted).then(
        (src) => {
          if (mine === ticket) scheme.value = src ? { key: current, state: 'ready', src } : { key: current, state: 'failed', reason: '' };
        },
        (error: unknown) => {
          if (mine === ticket) scheme.value = { key: current, state: 'failed', reason: reasonOf(error) };
        },
      );
    });

  return {
    scheme: scheme as ReadonlySignal<SchemeView | null>,
    key,
    /** The scheme's address for the choices (the one on its way or known, else a new request). */
    fetch,
    /** Keeps the wanted choices' scheme loaded; returns the stop. */
    watch,
    /** 'Повторить': asks again, also while an answer is still on its way. */
    retry(): void {
      answers.delete(key.value);
      attempt.value++;
    },
  };
}
