import { computed, signal } from '@preact/signals-core';
import type { ConfigurationOrderPayload } from '../../shared/api/configurator';
import { isApiError, type ApiResult } from '../../shared/api/http';
import type { ConfigurationSummary, SavedConfiguration, SchemeParams } from '../../shared/configuration/saved';
import { createSchemeLoader } from '../../shared/configuration/scheme';
import { CONFIGURATOR_ORDER_SUCCESS, UNEXPECTED_ERROR } from '../../shared/forms/messages';
import { TOAST_DURATION_MS } from '../../shared/ui/toast';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Later } from '../../shared/controller/scope';
import { orderPayload, pickSource, restoreShared, summaryFromState, type LoadSteps, type OrderFields, type SummarySource } from './model';

export type Loaded =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; source: SummarySource['kind']; summary: ConfigurationSummary };

export type SchemeState = { state: 'idle' | 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; src: string };

/** Everything the summary page reads from or does to the world; unit tests pass fakes. */
export interface SummaryIO {
  /** The page address's query ('?config=…' of a share link or a partner's hand-off). */
  search(): string;
  loadSaved(): SavedConfiguration | null;
  clearSaved(): void;
  loadSteps: LoadSteps;
  loadScheme(params: SchemeParams): Promise<string>;
  sendOrder(payload: ConfigurationOrderPayload): Promise<ApiResult<undefined>>;
  trackOrdered(): void;
  toastSuccess(text: string): void;
  /** The clock of the wait before the catalogue. */
  later: Later;
  /** A scheme picture's address made absolute on the shop's API (the summary may be on another page). */
  picture(src: string): string;
  /** Leaves for the catalogue once the order is sent. */
  toCatalogue(): void;
}

function failureText(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR;
}

/**
 * Where the configuration comes from (a share link, restored against the server's steps, this
 * browser's saved one, or none) and its loading: only the latest load's answer is taken.
 */
function createLoading(io: SummaryIO) {
  const loaded = signal<Loaded>({ state: 'loading' });
  let loadTicket = 0;

  const load = (): void => {
    const mine = ++loadTicket;
    const source = pickSource(io.search(), io.loadSaved());
    if (source.kind === 'none') {
      loaded.value = { state: 'none' };
      return;
    }
    if (source.kind === 'saved') {
      loaded.value = { state: 'ready', source: 'saved', summary: summaryFromState(source.saved) };
      return;
    }
    loaded.value = { state: 'loading' };
    restoreShared(source.selection, io.loadSteps).then(
      (restored) => {
        if (mine === loadTicket) loaded.value = { state: 'ready', source: 'share', summary: summaryFromState(restored) };
      },
      (error: unknown) => {
        if (mine === loadTicket) loaded.value = { state: 'failed', message: failureText(error) };
      },
    );
  };

  return {
    loaded,
    load,
    /** An answer still on its way changes nothing. */
    dropAnswers(): void {
      loadTicket++;
    },
  };
}

export type SummaryController = ReturnType<typeof createSummary>;

/**
 * The summary page's state and actions: where the configuration comes from, its scheme, and the order
 * (sent once: a second submit while one is on its way, or after it succeeded, sends nothing).
 */
export function createSummary(io: SummaryIO) {
  const scope = createScope(io.later);
  const { loaded, load, dropAnswers } = createLoading(io);
  /** The order is with the shop: the form goes, the toast shows, the catalogue follows. */
  const done = signal(false);

  const summary = computed(() => (loaded.value.state === 'ready' ? loaded.value.summary : null));
  // Keyed by the choices, not the summary object: the same choices never load the scheme twice.
  const schemes = createSchemeLoader({ params: computed(() => summary.value?.scheme ?? null), load: (params) => io.loadScheme(params), reasonOf: failureText });
  const scheme = computed((): SchemeState => {
    const shown = schemes.scheme.value;
    if (!shown) return { state: 'idle' };
    const { key: _key, ...state } = shown;
    return state;
  });

  let order: Promise<ApiResult<undefined>> | null = null;

  const ordered = (): void => {
    io.trackOrdered();
    // The order is with the shop: the configurator starts afresh next time. A shared link's
    // configuration was never saved here, so a saved one of the shopper's own stays.
    const current = loaded.value;
    if (current.state === 'ready' && current.source === 'saved') io.clearSaved();
    if (!scope.alive) return;
    // Spec 7: a success toast, then the catalogue, after the toast's own time on screen.
    io.toastSuccess(`${CONFIGURATOR_ORDER_SUCCESS.title} ${CONFIGURATOR_ORDER_SUCCESS.text}`);
    done.value = true;
    scope.later(io.toCatalogue, TOAST_DURATION_MS);
  };

  /** Sends the order with the scheme shown (or none); the form's rules and token come from the form. */
  const submitOrder = (fields: OrderFields, token: string): Promise<ApiResult<undefined>> => {
    const current = summary.value;
    if (order) return order;
    if (!current) return Promise.reject(new Error('configuration-summary: no configuration to order'));
    const shown = scheme.value;
    const sending = io.sendOrder({ ...orderPayload(fields, current, shown.state === 'ready' ? shown.src : ''), token });
    order = sending;
    sending.then(ordered, () => {
      // Refused or lost: the shopper may send it again.
      order = null;
    });
    return sending;
  };

  // Started: reads the configuration and keeps its scheme loaded; an unmount drops what is on its way.
  return defineController(scope, { ...readOnly({ loaded, scheme, done }), picture: io.picture, retry: load, retryScheme: schemes.retry, submitOrder }, () => {
    scope.own(dropAnswers);
    scope.own(schemes.watch());
    load();
  });
}
