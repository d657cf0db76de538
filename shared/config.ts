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

let current: VitrinaConfig = {
  apiBase: '/api/',
  credentials: 'same-origin',
  timeout: 15_000,
  botCheck: { provider: 'none', siteKey: '' },
  cssUrl: '',
};

export function getConfig(): VitrinaConfig {
  return current;
}

export function setConfig(patch: Partial<VitrinaConfig>): VitrinaConfig {
  current = { ...current, ...patch, botCheck: { ...current.botCheck, ...patch.botCheck } };
  return current;
}

const CREDENTIALS = ['omit', 'same-origin', 'include'];
const PROVIDERS = ['recaptcha', 'smartcaptcha', 'none'];

/** Builds the configuration from the global object and the script tag, in that order. */
export function readConfig(script: HTMLScriptElement | null, globalConfig: Partial<VitrinaConfig> | undefined): VitrinaConfig {
  const patch: Partial<VitrinaConfig> = { ...globalConfig };
  const botCheck: Partial<VitrinaConfig['botCheck']> = { ...globalConfig?.botCheck };
  const d = script?.dataset ?? {};
  if (d.apiBase) patch.apiBase = d.apiBase;
  if (d.credentials && CREDENTIALS.includes(d.credentials)) patch.credentials = d.credentials as RequestCredentials;
  if (Number(d.timeout) > 0) patch.timeout = Number(d.timeout);
  if (d.botCheck && PROVIDERS.includes(d.botCheck)) botCheck.provider = d.botCheck as BotCheckProvider;
  if (d.botCheckKey) botCheck.siteKey = d.botCheckKey;
  if (d.botCheckScript) botCheck.scriptUrl = d.botCheckScript;
  patch.cssUrl = d.css || patch.cssUrl || (script?.src ? new URL('vitrina.css', script.src).href : '');
  if (botCheck.siteKey && !botCheck.provider) botCheck.provider = 'recaptcha';
  patch.botCheck = { ...current.botCheck, ...botCheck };
  return setConfig(patch);
}
