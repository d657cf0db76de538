import { type BotCheckProvider as BotCheckProviderName, getConfig, getTagData, type VitrinaConfig } from '../config';
import { BOT_CHECK_UNAVAILABLE } from './messages';

/**
 * The invisible bot-check. Every form asks for a fresh token per submit (reCAPTCHA tokens live two
 * minutes). The provider's script is injected lazily, once, on the first submit. When it cannot load,
 * or a token does not come in time, the token is '' (the server judges), the shopper is told why, and
 * nothing hangs.
 */
export interface BotCheckProvider {
  getToken(action: string): Promise<string>;
  /** True while the shopper is solving a visible challenge: the timeout waits for them. */
  isInteracting?(): boolean;
}

export interface BotCheckResult {
  token: string;
  /** '' when the check ran; otherwise the Russian message the form shows. */
  warning: string;
}

export const BOT_CHECK_TIMEOUT_MS = 10_000;
/** However long a shopper spends on a visible challenge, the submit goes on after this. */
export const BOT_CHECK_MAX_WAIT_MS = 180_000;

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const SMARTCAPTCHA_SCRIPT = 'https://smartcaptcha.yandexcloud.net/captcha.js';

export { BOT_CHECK_UNAVAILABLE };

export type ScriptLoader = (url: string, timeoutMs: number) => Promise<void>;

/** Injects a script tag; resolves on load, rejects on error or after `timeoutMs`. */
export const injectScript: ScriptLoader = (url, timeoutMs) =>
  new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('no document'));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.dataset.vitrinaBotCheck = '';
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`bot-check script timed out: ${url}`));
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    }
    script.onload = () => {
      cleanup();
      resolve();
    };
    script.onerror = () => {
      cleanup();
      script.remove();
      reject(new Error(`bot-check script failed to load: ${url}`));
    };
    (document.head ?? document.documentElement).appendChild(script);
  });

/** Rejects after `ms` unless `promise` settles first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Polls for a global that the script defines (some scripts define it a little after `load`). */
function waitFor<T>(read: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const found = read();
  if (found !== undefined) return Promise.resolve(found);
  return new Promise<T>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const value = read();
      if (value !== undefined) {
        clearInterval(timer);
        resolve(value);
      } else if (Date.now() - started >= timeoutMs) {
        clearInterval(timer);
        reject(new Error(`${what} did not appear`));
      }
    }, 50);
  });
}

/** The global a provider's script defines, once it has the methods the shop calls. */
function readGlobal<T>(name: string, methods: ReadonlyArray<keyof T & string>): T | undefined {
  const candidate = (globalThis as Record<string, unknown>)[name] as Record<string, unknown> | null | undefined;
  return candidate && methods.every((method) => typeof candidate[method] === 'function') ? (candidate as T) : undefined;
}

/**
 * The global a provider's script defines, loading the script once. A script that loaded late, after a
 * timeout, still counts: the next call finds its global.
 */
function scriptGlobal<T>(loadScript: () => Promise<void>, read: () => T | undefined, timeoutMs: number, what: string): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    const ready = read();
    if (ready && loading === null) loading = Promise.resolve(ready);
    loading ??= loadScript().then(() => waitFor(read, timeoutMs, what));
    return loading.catch((error: unknown) => {
      const late = read();
      if (late) {
        loading = Promise.resolve(late);
        return late;
      }
      throw error;
    });
  };
}

export interface ProviderOptions {
  siteKey: string;
  scriptUrl?: string | undefined;
  timeoutMs?: number;
  loadScript?: ScriptLoader;
}

/* ------------------------------------------------------------------ reCAPTCHA v3 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

const readGrecaptcha = (): Grecaptcha | undefined => readGlobal('grecaptcha', ['execute', 'ready']);

/** reCAPTCHA allows letters, digits, '/' and '_' in action names. */
export function recaptchaAction(action: string): string {
  return action.replace(/[^A-Za-z0-9/_]/g, '_') || 'submit';
}

function withRenderParam(url: string, siteKey: string): string {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  try {
    const parsed = new URL(url, base);
    if (!parsed.searchParams.has('render')) parsed.searchParams.set('render', siteKey);
    return parsed.href;
  } catch {
    return url;
  }
}

/** Google reCAPTCHA v3: `grecaptcha.ready`, then `grecaptcha.execute(siteKey, { action })`. */
export function createRecaptchaProvider(options: ProviderOptions): BotCheckProvider {
  const timeoutMs = options.timeoutMs ?? BOT_CHECK_TIMEOUT_MS;
  const load = options.loadScript ?? injectScript;
  const url = withRenderParam(options.scriptUrl || RECAPTCHA_SCRIPT, options.siteKey);
  const ensure = scriptGlobal(() => load(url, timeoutMs), readGrecaptcha, timeoutMs, 'grecaptcha');

  return {
    async getToken(action) {
      if (!options.siteKey) throw new Error('reCAPTCHA site key is not configured');
      const api = await ensure();
      await withTimeout(new Promise<void>((resolve) => api.ready(resolve)), timeoutMs, 'grecaptcha.ready');
      const token = await withTimeout(Promise.resolve(api.execute(options.siteKey, { action: recaptchaAction(action) })), timeoutMs, 'grecaptcha.execute');
      return typeof token === 'string' ? token : '';
    },
  };
}

/* ------------------------------------------------------------------ Yandex SmartCaptcha (invisible) */

interface SmartCaptchaRenderParams {
  sitekey: string;
  invisible: boolean;
  hideShield?: boolean;
  callback: (token: string) => void;
}

interface SmartCaptcha {
  render(container: HTMLElement, params: SmartCaptchaRenderParams): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
  subscribe?(widgetId: number, event: string, callback: () => void): () => void;
}

const readSmartCaptcha = (): SmartCaptcha | undefined => readGlobal('smartCaptcha', ['render', 'execute']);

/** Yandex SmartCaptcha in invisible mode: one hidden widget, `execute` per token, `reset` between tokens. */
export function createSmartCaptchaProvider(options: ProviderOptions): BotCheckProvider {
  const timeoutMs = options.timeoutMs ?? BOT_CHECK_TIMEOUT_MS;
  const load = options.loadScript ?? injectScript;
  const url = options.scriptUrl || SMARTCAPTCHA_SCRIPT;
  const ensure = scriptGlobal(() => load(url, timeoutMs), readSmartCaptcha, timeoutMs, 'smartCaptcha');
  let widgetId: number | null = null;
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  let issued = false;
  let interacting = false;

  function widget(api: SmartCaptcha): number {
    if (widgetId !== null) return widgetId;
    const container = document.createElement('div');
    container.className = 'vt-botcheck';
    container.hidden = true;
    document.body.appendChild(container);
    const id = api.render(container, {
      sitekey: options.siteKey,
      invisible: true,
      hideShield: true,
      callback: (token) => {
        interacting = false;
        const current = pending;
        pending = null;
        current?.resolve(token);
      },
    });
    api.subscribe?.(id, 'challenge-visible', () => {
      interacting = true;
    });
    api.subscribe?.(id, 'challenge-hidden', () => {
      interacting = false;
      // The shopper closed the challenge without passing it: the submit goes on without a token.
      const current = pending;
      pending = null;
      current?.reject(new Error('challenge closed'));
    });
    api.subscribe?.(id, 'network-error', () => {
      const current = pending;
      pending = null;
      current?.reject(new Error('smartCaptcha network error'));
    });
    widgetId = id;
    return id;
  }

  return {
    async getToken() {
      if (!options.siteKey) throw new Error('SmartCaptcha site key is not configured');
      const api = await ensure();
      const id = widget(api);
      pending?.reject(new Error('superseded'));
      const token = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
      });
      if (issued) api.reset(id);
      issued = true;
      api.execute(id);
      return token;
    },
    isInteracting: () => interacting,
  };
}

/* ------------------------------------------------------------------ the configured check */

export const noBotCheck: BotCheckProvider = { getToken: () => Promise.resolve('') };

export interface BotCheck {
  /** Never rejects: '' with a warning when the check is unavailable. */
  getToken(action: string): Promise<BotCheckResult>;
}

export interface BotCheckOptions {
  timeoutMs?: number;
  maxWaitMs?: number;
  /** Called with the Russian message each time a token could not be had. */
  onUnavailable?: (message: string) => void;
}

/** Wraps a provider: a hard timeout (extended while the shopper solves a challenge) and '' on any failure. */
export function createBotCheck(provider: BotCheckProvider | null, options: BotCheckOptions = {}): BotCheck {
  const timeoutMs = options.timeoutMs ?? BOT_CHECK_TIMEOUT_MS;
  const maxWaitMs = options.maxWaitMs ?? BOT_CHECK_MAX_WAIT_MS;
  return {
    getToken(action) {
      if (!provider) return Promise.resolve({ token: '', warning: '' });
      const started = Date.now();
      return new Promise<BotCheckResult>((resolve) => {
        let done = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (result: BotCheckResult) => {
          if (done) return;
          done = true;
          if (timer !== undefined) clearTimeout(timer);
          if (result.warning) options.onUnavailable?.(result.warning);
          resolve(result);
        };
        const fail = () => finish({ token: '', warning: BOT_CHECK_UNAVAILABLE });
        const arm = (ms: number) => {
          timer = setTimeout(() => {
            const waited = Date.now() - started;
            if (provider.isInteracting?.() && waited < maxWaitMs) arm(Math.min(timeoutMs, maxWaitMs - waited));
            else fail();
          }, ms);
        };
        arm(timeoutMs);
        let attempt: Promise<string>;
        try {
          attempt = provider.getToken(action);
        } catch {
          fail();
          return;
        }
        attempt.then(
          (token) => (token ? finish({ token, warning: '' }) : fail()),
          (error: unknown) => {
            console.warn('[vitrina] bot-check unavailable:', error instanceof Error ? error.message : error);
            fail();
          },
        );
      });
    },
  };
}

/** The provider the configuration names (`none` gives no provider: token '' and no warning). */
export function providerFromConfig(config: VitrinaConfig['botCheck'], loadScript?: ScriptLoader): BotCheckProvider | null {
  const options: ProviderOptions = { siteKey: config.siteKey, scriptUrl: config.scriptUrl };
  if (loadScript) options.loadScript = loadScript;
  if (config.provider === 'recaptcha') return createRecaptchaProvider(options);
  if (config.provider === 'smartcaptcha') return createSmartCaptchaProvider(options);
  return null;
}

let shared: { key: string; check: BotCheck } | null = null;

/**
 * The bot-check the page asks for: the configuration's, with the script tag's attributes over it
 * (`data-bot-check`, `data-bot-check-key`, `data-bot-check-script`); a site key alone means reCAPTCHA.
 */
export function botCheckOf(configured: Partial<VitrinaConfig['botCheck']>, tag: Readonly<Record<string, string | undefined>>): VitrinaConfig['botCheck'] {
  const botCheck = { ...configured };
  if (tag.botCheck) botCheck.provider = tag.botCheck as BotCheckProviderName;
  if (tag.botCheckKey) botCheck.siteKey = tag.botCheckKey;
  if (tag.botCheckScript) botCheck.scriptUrl = tag.botCheckScript;
  if (botCheck.siteKey && !botCheck.provider) botCheck.provider = 'recaptcha';
  return { provider: botCheck.provider ?? 'none', siteKey: botCheck.siteKey ?? '', ...(botCheck.scriptUrl ? { scriptUrl: botCheck.scriptUrl } : {}) };
}

/** The page's bot-check, created on first use for the current configuration (one script per page). */
export function getBotCheck(): BotCheck {
  const config = botCheckOf(getConfig().botCheck, getTagData());
  const key = `${config.provider}|${config.siteKey}|${config.scriptUrl ?? ''}`;
  if (!shared || shared.key !== key) shared = { key, check: createBotCheck(providerFromConfig(config)) };
  return shared.check;
}

/** A fresh token for one submit. Never rejects, never hangs. */
export function getBotCheckToken(action: string): Promise<BotCheckResult> {
  return getBotCheck().getToken(action);
}

/** Forgets the page's bot-check (tests, or a configuration change). */
export function resetBotCheck(): void {
  shared = null;
}
