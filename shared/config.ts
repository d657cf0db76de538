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
  botCheck: {
    provider: BotCheckProvider;
    siteKey: string;
    /** Overrides the provider's script URL (the demo serves a stand-in). */
    scriptUrl?: string;
  };
  /** URL of vitrina.css, used inside shadow roots of isolated widgets. */
  cssUrl: string;
}

export const defaultConfig: VitrinaConfig = {
  apiBase: '/api/',
  credentials: 'same-origin',
  timeout: 15_000,
  botCheck: { provider: 'none', siteKey: '' },
  cssUrl: '',
};

let current: VitrinaConfig = { ...defaultConfig, botCheck: { ...defaultConfig.botCheck } };

export function getConfig(): VitrinaConfig {
  return current;
}

export function setConfig(patch: Partial<VitrinaConfig>): VitrinaConfig {
  current = {
    ...current,
    ...patch,
    botCheck: { ...current.botCheck, ...(patch.botCheck ?? {}) },
  };
  return current;
}

function isCredentials(value: string | undefined): value is RequestCredentials {
  return value === 'omit' || value === 'same-origin' || value === 'include';
}

function isProvider(value: string | undefined): value is BotCheckProvider {
  return value === 'recaptcha' || value === 'smartcaptcha' || value === 'none';
}

/** Builds the configuration from the global object and the script tag, in that order. */
export function readConfig(
  script: HTMLScriptElement | null,
  globalConfig: Partial<VitrinaConfig> | undefined,
): VitrinaConfig {
  const patch: Partial<VitrinaConfig> = { ...(globalConfig ?? {}) };
  const botCheck = { ...(globalConfig?.botCheck ?? {}) } as Partial<VitrinaConfig['botCheck']>;
  if (script) {
    const d = script.dataset;
    if (d.apiBase) patch.apiBase = d.apiBase;
    if (isCredentials(d.credentials)) patch.credentials = d.credentials;
    if (d.timeout && Number.isFinite(Number(d.timeout))) patch.timeout = Number(d.timeout);
    if (isProvider(d.botCheck)) botCheck.provider = d.botCheck;
    if (d.botCheckKey) botCheck.siteKey = d.botCheckKey;
    if (d.botCheckScript) botCheck.scriptUrl = d.botCheckScript;
    if (d.css) patch.cssUrl = d.css;
    if (!patch.cssUrl && script.src) patch.cssUrl = new URL('vitrina.css', script.src).href;
  }
  if (botCheck.siteKey && !botCheck.provider) botCheck.provider = 'recaptcha';
  patch.botCheck = { ...current.botCheck, ...botCheck };
  return setConfig(patch);
}
