/**
 * Runtime configuration. Read once from `window.VitrinaConfig` and the script tag's data attributes
 * (the attributes win, so one template can override a site-wide object).
 */
export type BotCheckProvider = 'recaptcha' | 'smartcaptcha' | 'none';

export interface VitrinaConfig {
  /** Base URL of the CMS API; relative URLs resolve against the page. */
  apiBase: string;
  /** `include` for a partner site that embeds a widget across origins. */
  credentials: RequestCredentials;
  /** Request timeout in milliseconds. */
  timeout: number;
  /**
   * The bot-check as `window.VitrinaConfig` gives it. The script tag's `data-bot-check`,
   * `data-bot-check-key` and `data-bot-check-script` go over it when a form first asks for a token
   * (shared/forms/botcheck.ts): the entry does not read them.
   */
  botCheck: {
    provider: BotCheckProvider;
    siteKey: string;
    /** Overrides the provider's script URL (the demo serves a stand-in). */
    scriptUrl?: string;
  };
  /** URL of vitrina.css, used inside shadow roots of isolated widgets. */
  cssUrl: string;
  /**
   * E-commerce events: 'metrica', 'ga4' or 'metrica,ga4' (docs/analytics.md); none when unset. These
   * six are also read from the script tag (`data-analytics`, ...) by the analytics hook, not here.
   */
  analytics?: string;
  /** The dataLayer's name on `window` (default 'dataLayer'). */
  analyticsContainer?: string;
  /** 'cookie-notice': every event waits until the cookie notice is accepted. */
  analyticsConsent?: string;
  /** Goal names by goal (docs/analytics.md): an object, or its JSON on the script tag. */
  analyticsGoals?: string | Record<string, string>;
  /** Yandex Metrica's counter id for goals. */
  metrikaId?: string | number;
  /**
   * The e-commerce events the CMS already reports into the same container, by their GA4 names
   * ('add_to_cart,remove_from_cart', or a list): the bundle does not send them again.
   */
  analyticsCmsEvents?: string | readonly string[];
}

/** Where the shop's API is when neither the page nor the script tag says. */
export const DEFAULT_API_BASE = '/api/';

let current: VitrinaConfig = {
  apiBase: DEFAULT_API_BASE,
  credentials: 'same-origin',
  timeout: 15_000,
  botCheck: { provider: 'none', siteKey: '' },
  cssUrl: '',
};

let tagData: Readonly<Record<string, string | undefined>> = {};

/**
 * The script tag's data attributes as written: the parts loaded later read their own (analytics:
 * shared/analytics/track.ts), so the entry carries no code for them.
 */
export function getTagData(): Readonly<Record<string, string | undefined>> {
  return tagData;
}

export function getConfig(): VitrinaConfig {
  return current;
}

export function setConfig(patch: Partial<VitrinaConfig>): VitrinaConfig {
  current = { ...current, ...patch, botCheck: { ...current.botCheck, ...patch.botCheck } };
  return current;
}

/**
 * Builds the configuration from the global object and the script tag, in that order; the stylesheet
 * defaults to vitrina.css beside the script (`base`, the script's own address). Values are taken as
 * given: this runs in the entry, which must stay small; a wrong `credentials` value makes every
 * request fail with the network error text, which the README's table warns about. The bot-check's
 * attributes are read by the bot-check itself (`botCheckOf`), the only part that needs them.
 */
export function readConfig(script: HTMLScriptElement | null, globalConfig: Partial<VitrinaConfig> | undefined, base = script?.src): VitrinaConfig {
  const d = script?.dataset ?? {};
  const patch: Partial<VitrinaConfig> = { ...globalConfig };
  if (d.apiBase) patch.apiBase = d.apiBase;
  if (d.credentials) patch.credentials = d.credentials as RequestCredentials;
  if (Number(d.timeout) > 0) patch.timeout = Number(d.timeout);
  tagData = d;
  patch.cssUrl = d.css || patch.cssUrl || (base ? new URL('vitrina.css', base).href : '');
  return setConfig(patch);
}
