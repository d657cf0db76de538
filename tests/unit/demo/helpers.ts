import { expect } from 'vitest';
import { createApp, type CreateAppOptions } from '../../../demo/app';

/**
 * The unit project's setup file clears `document` and storage after every test. These tests run in
 * the node environment (Hono needs Node's own Request/Response), so give that hook something to clear.
 */
function installDomStandIn(): void {
  const scope = globalThis as Record<string, unknown>;
  if (typeof scope.document === 'undefined') scope.document = { body: { innerHTML: '', className: '' } };
  const storage = (): Storage => {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, String(value)),
    };
  };
  if (typeof scope.localStorage === 'undefined') scope.localStorage = storage();
  if (typeof scope.sessionStorage === 'undefined') scope.sessionStorage = storage();
}

installDomStandIn();

export type App = ReturnType<typeof createApp>;

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** `message` of a rejection, parsed (a list of {code, message} or a code-to-text object). */
export function errorsOf(envelope: Envelope): Array<{ code: string; message: string }> {
  const parsed = JSON.parse(envelope.message) as unknown;
  if (Array.isArray(parsed)) return parsed as Array<{ code: string; message: string }>;
  return Object.entries(parsed as Record<string, string>).map(([code, message]) => ({ code, message }));
}

export function codesOf(envelope: Envelope): string[] {
  return errorsOf(envelope).map((error) => error.code);
}

/** A fake clock for codes and tokens. */
export class Clock {
  constructor(public time = Date.UTC(2025, 10, 21, 9, 0)) {}
  now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export function makeApp(options: CreateAppOptions = {}): App {
  return createApp(options);
}

/** One browser: the session cookie and the page's sessid. */
export class Visitor {
  cookie = '';
  sessid = '';

  constructor(readonly app: App) {}

  static async start(app: App): Promise<Visitor> {
    const visitor = new Visitor(app);
    await visitor.open('/');
    return visitor;
  }

  /** Loads a page, keeps the session cookie and reads the sessid input. */
  async open(path: string): Promise<{ status: number; html: string; response: Response }> {
    const response = await this.app.request(path, { headers: this.cookie ? { Cookie: this.cookie } : {} });
    const setCookie = response.headers.get('set-cookie') ?? '';
    const sid = /(?:^|[,;]\s*)vt_sid=([^;,\s]+)/.exec(setCookie)?.[1];
    if (sid) this.cookie = `vt_sid=${sid}`;
    const html = await response.text();
    const sessid = /<input type="hidden" name="sessid" value="([^"]+)">/.exec(html)?.[1];
    if (sessid) this.sessid = sessid;
    return { status: response.status, html, response };
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Cookie: this.cookie, ...extra };
  }

  async get<T = unknown>(path: string, extra: Record<string, string> = {}): Promise<Envelope<T>> {
    const response = await this.app.request(path, { headers: this.headers(extra) });
    return (await response.json()) as Envelope<T>;
  }

  /** A form POST with the sessid field (multipart). */
  async post<T = unknown>(path: string, body: Record<string, string | Blob> = {}, options: { sessid?: boolean } = {}): Promise<Envelope<T>> {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, value);
    if (options.sessid !== false) form.append('sessid', this.sessid);
    const response = await this.app.request(path, { method: 'POST', body: form, headers: this.headers() });
    expect(response.headers.get('content-type') ?? '').toContain('application/json');
    return (await response.json()) as Envelope<T>;
  }

  async postJson<T = unknown>(path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
    const response = await this.app.request(path, {
      method: 'POST',
      body: JSON.stringify({ ...body, sessid: this.sessid }),
      headers: this.headers({ 'Content-Type': 'application/json' }),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** What `grecaptcha.execute(siteKey, {action})` resolves to. */
  async token(action = 'submit'): Promise<string> {
    const response = await this.app.request(`/demo/recaptcha/token?action=${action}&k=demo-site-key`, { headers: this.headers() });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  /** A form POST to an endpoint marked *token*, with a fresh token. */
  async submit<T = unknown>(path: string, body: Record<string, string | Blob> = {}): Promise<Envelope<T>> {
    return this.post<T>(path, { ...body, token: await this.token(path.replace(/[^a-z]/gi, '_').slice(0, 60)) });
  }

  async login(email = 'ivanova@example.ru', password = 'Demo1234'): Promise<Envelope> {
    return this.submit('/api/user/auth/', { email, password });
  }

  async mail(): Promise<Array<{ to: string; subject: string; text: string }>> {
    const response = await this.app.request('/demo/mail/?format=json', { headers: this.headers() });
    return (await response.json()) as Array<{ to: string; subject: string; text: string }>;
  }
}

export interface BasketStateWire {
  basket: Array<Record<string, string | number>>;
  total_sum: number;
  discount_sum: number;
  easy_clean_sum: number;
  default_sum: number;
  errors: Array<{ bid: string; message: string; quantity: string }>;
}
