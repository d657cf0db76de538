import { track } from '../../shared/analytics/track';
import { type ConfiguratorStep, getConfiguratorSteps, getSchemeUrl } from '../../shared/api/configurator';
import type { RequestOptions } from '../../shared/api/http';
import { DEFAULT_API_BASE, getConfig } from '../../shared/config';
import { PRESELECT_KEYS } from '../../shared/configuration/preselect';
import { clearSaved, loadSaved, saveConfiguration } from '../../shared/configuration/saved';
import { emit } from '../../shared/runtime/events';
import type { ConfiguratorIO } from './controller';

/** The API base this widget talks to (its prop, else the script's), made absolute. */
function absoluteBase(apiBase: string): string {
  return new URL(apiBase || getConfig().apiBase || DEFAULT_API_BASE, location.href).href;
}

function readPreselect(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export interface ConfiguratorOptions {
  apiBase: string;
  firstStep: string;
  secondStep: string;
  /** The root's steps the template wrote into the page ([] when it did not). */
  rootSteps: readonly ConfiguratorStep[];
  showError(text: string): void;
}

/**
 * The steps of an option, or of the root for `null`: the first time the root is asked for, the steps
 * the page came with, if it has them; a later time (a retry, a reset) the shop's current answer.
 */
function stepsLoader(rootSteps: readonly ConfiguratorStep[], request: RequestOptions): (parent: string | null) => Promise<ConfiguratorStep[]> {
  let fromPage = rootSteps.length > 0 ? [...rootSteps] : null;
  return (parent) => {
    if (parent === null && fromPage) {
      const steps = fromPage;
      fromPage = null;
      return Promise.resolve(steps);
    }
    return getConfiguratorSteps(parent, request);
  };
}

/** The real world: the shop's API, localStorage, the page's address and history, the clipboard. */
export function pageConfiguratorIO({ apiBase, firstStep, secondStep, rootSteps, showError }: ConfiguratorOptions): ConfiguratorIO {
  const base = absoluteBase(apiBase);
  const request = apiBase ? { apiBase } : {};
  return {
    loadSteps: stepsLoader(rootSteps, request),
    loadScheme: (params) => getSchemeUrl(params, request),
    loadSaved,
    saveConfiguration: (state, readyForOrder) => void saveConfiguration(state, readyForOrder),
    clearSaved,
    preselection: () => ({ first: firstStep || readPreselect(PRESELECT_KEYS.first), second: secondStep || readPreselect(PRESELECT_KEYS.second) }),
    forgetPreselection() {
      try {
        localStorage.removeItem(PRESELECT_KEYS.first);
        localStorage.removeItem(PRESELECT_KEYS.second);
      } catch {
        /* storage refused: nothing to forget */
      }
    },
    pageUrl: () => location.href,
    replaceUrl: (href) => history.replaceState(history.state, '', href),
    assign: (href) => location.assign(href),
    copy: (text) => navigator.clipboard.writeText(text),
    trackConfirmed: () => void track({ kind: 'goal', goal: 'configuration' }),
    handOff: (detail) => emit('vitrina:configuration-ready', detail, document, true),
    showError,
    embedBase: new URL(base).origin !== location.origin ? base : null,
  };
}
