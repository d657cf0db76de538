import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConfig, setConfig } from '../../../shared/config';
import {
  BOT_CHECK_UNAVAILABLE,
  createBotCheck,
  createRecaptchaProvider,
  createSmartCaptchaProvider,
  getBotCheck,
  getBotCheckToken,
  injectScript,
  recaptchaAction,
  resetBotCheck,
  type ScriptLoader,
} from '../../../shared/forms/botcheck';
import { deferred, flushMicrotasks } from '../async';

type Globals = { grecaptcha?: unknown; smartCaptcha?: unknown };
const globals = globalThis as Globals;
const initialConfig = { ...getConfig(), botCheck: { ...getConfig().botCheck } };

function fakeGrecaptcha() {
  let counter = 0;
  const execute = vi.fn((siteKey: string, options: { action: string }) => Promise.resolve(`token-${siteKey}-${options.action}-${++counter}`));
  // Ready a moment later, as the real script is once it has run.
  const ready = vi.fn((callback: () => void) => queueMicrotask(callback));
  return { execute, ready };
}

const never = () => new Promise<never>(() => undefined);

/** What `promise` has answered once the chains already resolved have run; 'waiting' while it has not. */
async function answerOf<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  let answer: T | 'waiting' = 'waiting';
  void promise.then((value) => (answer = value));
  await flushMicrotasks();
  return answer;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete globals.grecaptcha;
  delete globals.smartCaptcha;
  vi.restoreAllMocks();
  vi.useRealTimers();
  setConfig(initialConfig);
  resetBotCheck();
});

describe('reCAPTCHA v3', () => {
  it('loads the script once, lazily, and gets a fresh token per submit', async () => {
    const api = fakeGrecaptcha();
    const loader = vi.fn<ScriptLoader>(async () => {
      globals.grecaptcha = api;
    });
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'KEY', loadScript: loader, timeoutMs: 200 }));
    expect(loader).not.toHaveBeenCalled();
    expect(await check.getToken('manager-call')).toEqual({ token: 'token-KEY-manager_call-1', warning: '' });
    expect(await check.getToken('manager-call')).toEqual({ token: 'token-KEY-manager_call-2', warning: '' });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]?.[0]).toBe('https://www.google.com/recaptcha/api.js?render=KEY');
    expect(api.ready).toHaveBeenCalledTimes(2);
  });

  it('adds render=KEY to a stand-in script URL', async () => {
    const loader = vi.fn<ScriptLoader>(async () => {
      globals.grecaptcha = fakeGrecaptcha();
    });
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'demo-site-key', scriptUrl: '/demo/recaptcha.js', loadScript: loader }));
    await check.getToken('login');
    expect(loader.mock.calls[0]?.[0]).toBe(new URL('/demo/recaptcha.js?render=demo-site-key', location.href).href);
  });

  it('a script that cannot load gives "" and the warning, at once, and is not retried', async () => {
    const loader = vi.fn<ScriptLoader>(() => Promise.reject(new Error('blocked')));
    const onUnavailable = vi.fn();
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'KEY', loadScript: loader }), { onUnavailable });
    expect(await check.getToken('review')).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
    expect(await check.getToken('review')).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith('Не удалось загрузить проверку на робота. Заявка будет отправлена без неё.');
  });

  it('a script that never loads gives "" after the timeout: nothing hangs', async () => {
    vi.useFakeTimers();
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'KEY', loadScript: never, timeoutMs: 30 }), { timeoutMs: 60 });
    const token = check.getToken('review');
    await vi.advanceTimersByTimeAsync(59);
    expect(await answerOf(token)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await answerOf(token)).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
  });

  it('an execute that never answers gives "" after the timeout', async () => {
    vi.useFakeTimers();
    globals.grecaptcha = { ready: (callback: () => void) => callback(), execute: never };
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'KEY', loadScript: never, timeoutMs: 1000 }), { timeoutMs: 50 });
    const token = check.getToken('review');
    await vi.advanceTimersByTimeAsync(49);
    expect(await answerOf(token)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await answerOf(token)).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
  });

  it('a script that arrives after a failed load still works', async () => {
    const loader = vi.fn<ScriptLoader>(() => Promise.reject(new Error('slow network')));
    const check = createBotCheck(createRecaptchaProvider({ siteKey: 'KEY', loadScript: loader }));
    expect((await check.getToken('a')).token).toBe('');
    globals.grecaptcha = fakeGrecaptcha();
    expect((await check.getToken('a')).token).toBe('token-KEY-a-1');
  });

  it('without a site key there is no token, and the shopper is told', async () => {
    const check = createBotCheck(createRecaptchaProvider({ siteKey: '', loadScript: vi.fn() }));
    expect(await check.getToken('a')).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
  });

  it('action names are made valid for reCAPTCHA', () => {
    expect(recaptchaAction('manager-call')).toBe('manager_call');
    expect(recaptchaAction('checkout/step 2')).toBe('checkout/step_2');
    expect(recaptchaAction('')).toBe('submit');
  });
});

describe('Yandex SmartCaptcha (invisible)', () => {
  /** The widget: a token a moment after execute, or, with `challenge`, a challenge the test solves or closes. */
  function fakeSmartCaptcha(options: { challenge?: boolean } = {}) {
    let callback: ((token: string) => void) | undefined;
    const listeners = new Map<string, () => void>();
    let counter = 0;
    const executed = deferred<void>();
    const api = {
      render: vi.fn((container: HTMLElement, params: { sitekey: string; invisible: boolean; callback: (token: string) => void }) => {
        callback = params.callback;
        return 3;
      }),
      execute: vi.fn(() => {
        executed.resolve();
        if (options.challenge) listeners.get('challenge-visible')?.();
        else queueMicrotask(() => callback?.(`sc-${++counter}`));
      }),
      reset: vi.fn(),
      subscribe: vi.fn((_id: number, event: string, listener: () => void) => {
        listeners.set(event, listener);
        return () => listeners.delete(event);
      }),
      listeners,
      /** Resolves once a token was asked for (the first execute). */
      executed: executed.promise,
      /** The shopper passes the challenge: the token comes. */
      solve: () => callback?.(`sc-${++counter}`),
      /** The shopper closes the challenge without passing it. */
      close: () => listeners.get('challenge-hidden')?.(),
    };
    return api;
  }

  it('renders one hidden invisible widget and executes it per token, resetting between tokens', async () => {
    const api = fakeSmartCaptcha();
    const loader = vi.fn<ScriptLoader>(async () => {
      globals.smartCaptcha = api;
    });
    const check = createBotCheck(createSmartCaptchaProvider({ siteKey: 'ysc1_key', loadScript: loader }));
    expect(await check.getToken('cooperation')).toEqual({ token: 'sc-1', warning: '' });
    expect(await check.getToken('cooperation')).toEqual({ token: 'sc-2', warning: '' });
    expect(loader).toHaveBeenCalledWith('https://smartcaptcha.yandexcloud.net/captcha.js', 10_000);
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'ysc1_key', invisible: true });
    expect(api.render.mock.calls[0]?.[0].hidden).toBe(true);
    expect(api.execute).toHaveBeenCalledWith(3);
    expect(api.reset).toHaveBeenCalledTimes(1);
  });

  it('waits past the timeout while the shopper solves a visible challenge', async () => {
    vi.useFakeTimers();
    const api = fakeSmartCaptcha({ challenge: true });
    globals.smartCaptcha = api;
    const check = createBotCheck(createSmartCaptchaProvider({ siteKey: 'k', loadScript: never }), { timeoutMs: 40 });
    const token = check.getToken('a');
    await api.executed;
    await vi.advanceTimersByTimeAsync(150);
    expect(await answerOf(token)).toBe('waiting');
    api.solve();
    expect(await answerOf(token)).toEqual({ token: 'sc-1', warning: '' });
  });

  it('a closed challenge sends the form without a token', async () => {
    vi.useFakeTimers();
    const api = fakeSmartCaptcha({ challenge: true });
    globals.smartCaptcha = api;
    const check = createBotCheck(createSmartCaptchaProvider({ siteKey: 'k', loadScript: never }), { timeoutMs: 1000 });
    const token = check.getToken('a');
    await api.executed;
    api.close();
    expect(await answerOf(token)).toEqual({ token: '', warning: BOT_CHECK_UNAVAILABLE });
  });
});

describe('the configured check', () => {
  it("provider 'none' gives '' without a warning and loads nothing", async () => {
    setConfig({ botCheck: { provider: 'none', siteKey: '' } });
    const before = document.querySelectorAll('script').length;
    expect(await getBotCheckToken('login')).toEqual({ token: '', warning: '' });
    expect(document.querySelectorAll('script').length).toBe(before);
  });

  it('follows the configuration and is shared until it changes', async () => {
    setConfig({ botCheck: { provider: 'recaptcha', siteKey: 'K1' } });
    globals.grecaptcha = fakeGrecaptcha();
    const first = getBotCheck();
    expect(getBotCheck()).toBe(first);
    expect((await getBotCheckToken('login')).token).toBe('token-K1-login-1');
    setConfig({ botCheck: { provider: 'recaptcha', siteKey: 'K2' } });
    expect(getBotCheck()).not.toBe(first);
  });
});

describe('injectScript', () => {
  /** Keeps the tag out of happy-dom's own loader: the test plays the browser's part. */
  function captureScripts(): HTMLScriptElement[] {
    const captured: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) captured.push(node);
      return node;
    });
    return captured;
  }

  it('adds an async script and resolves on load', async () => {
    const scripts = captureScripts();
    const pending = injectScript('/demo/recaptcha.js?render=k', 1000);
    const script = scripts[0];
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('src')).toBe('/demo/recaptcha.js?render=k');
    script?.onload?.(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
  });

  it('rejects on error and removes the tag', async () => {
    const scripts = captureScripts();
    const pending = injectScript('/missing.js', 1000);
    const script = scripts[0];
    const remove = vi.spyOn(script as HTMLScriptElement, 'remove');
    script?.onerror?.(new Event('error'));
    await expect(pending).rejects.toThrow(/failed to load/);
    expect(remove).toHaveBeenCalled();
  });

  it('rejects after the timeout', async () => {
    vi.useFakeTimers();
    captureScripts();
    const outcome = injectScript('/slow.js', 20).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19);
    expect(await answerOf(outcome)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(String(await answerOf(outcome))).toMatch(/timed out/);
  });
});
