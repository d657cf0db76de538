import type { BasketState } from '../api/basket';
import { getConfig, getTagData, type VitrinaConfig } from '../config';
import type { Fact } from './facts';

export type { Fact, GoalKey, Product } from './facts';

const KEYS = ['analytics', 'analyticsContainer', 'analyticsConsent', 'analyticsGoals', 'metrikaId', 'analyticsCmsEvents'] as const;

/** The analytics settings as given: the script tag's attributes over `VitrinaConfig`'s, as for the rest of the config. */
export function analyticsConfig(): VitrinaConfig {
  const config: VitrinaConfig = { ...getConfig() };
  const data = getTagData();
  for (const key of KEYS) if (data[key]) config[key] = data[key];
  return config;
}

/** The page's basket as its store holds it: what the checkout's and the basket's events list. */
export interface BasketSource {
  current(): BasketState | null;
  /** Loads it once per page (later calls share the first request). */
  load(): Promise<unknown>;
}

let basketSource: BasketSource | null = null;

/**
 * The basket store hands itself over here when it loads, so that analytics reads the basket without
 * importing the store (which imports track()); analytics asks the API itself on a page without it.
 */
export function provideBasket(source: BasketSource): void {
  basketSource = source;
}

/**
 * The widgets' one way to report what the shopper did. Without `analytics` in the config it does
 * nothing and loads nothing; with it, the analytics module is fetched once and every fact goes to it
 * (those reported while it loads wait for it, in order).
 */
let sink: ((fact: Fact) => void) | null = null;
let waiting: Fact[] | null = null;

function load(): void {
  if (sink || waiting) return;
  waiting = [];
  void import('./index').then(
    (module) => {
      const accept = module.startAnalytics(analyticsConfig(), () => basketSource);
      for (const fact of waiting ?? []) accept(fact);
      waiting = null;
      sink = accept;
    },
    () => {
      // Analytics that failed to load costs the shopper nothing; its facts are dropped.
      waiting = null;
      sink = () => undefined;
    },
  );
}

/** Whether the page reports to analytics: a list that waits for the shopper mounts at load then, to count its impressions. */
export function analyticsConfigured(): boolean {
  return Boolean(getTagData().analytics || getConfig().analytics);
}

/** Answers whether analytics is configured (a widget with a fallback of its own, the call-back goal, asks). */
export function track(fact: Fact): boolean {
  if (!analyticsConfigured()) return false;
  try {
    if (sink) sink(fact);
    else {
      load();
      waiting?.push(fact);
    }
  } catch {
    // A vendor's script that throws never reaches the shopper.
  }
  return true;
}

// Fetched with the first widget, not with the first fact: a click that leaves the page finds it ready.
if (analyticsConfigured()) load();
