import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { TOKEN_ERROR, fieldsOf, reject, str } from './api/common';
import { type AppEnv, rawPath } from './context';
import type { BotCheckResult, Session } from './session';

/**
 * The demo's stand-in for Google reCAPTCHA v3. `/demo/recaptcha.js` exposes `grecaptcha`; its
 * `execute(siteKey, {action})` fetches `/demo/recaptcha/token`, which signs
 * `demo.<action>.<time>.<nonce>.<hmac>` with a per-app secret, bound to the visitor's session.
 * Tokens live 2 minutes and are accepted once, as Google's are.
 */

export const SITE_KEY = 'demo-site-key';
export const TOKEN_TTL_MS = 120_000;
const ACTION_RE = /^[A-Za-z0-9_/]{1,100}$/;
const LOG_LIMIT = 200;

export class BotCheck {
  private readonly secret: Buffer;

  constructor(
    private readonly now: () => number,
    readonly siteKey = SITE_KEY,
    secret?: Buffer,
  ) {
    this.secret = secret ?? randomBytes(32);
  }

  private sign(action: string, time: number, nonce: string, sid: string): string {
    return createHmac('sha256', this.secret).update(`${action}.${time}.${nonce}.${sid}`).digest('base64url');
  }

  issue(session: Session, action: string): string {
    const time = this.now();
    const nonce = randomBytes(6).toString('hex');
    session.tokensIssued += 1;
    return `demo.${action}.${time}.${nonce}.${this.sign(action, time, nonce, session.id)}`;
  }

  /** Checks a token and records the check in the session's bot-check log. */
  verify(session: Session, token: string, path: string): BotCheckResult {
    const { result, action } = this.check(session, token);
    if (result === 'ok') {
      session.usedTokens.push(token);
      if (session.usedTokens.length > LOG_LIMIT) session.usedTokens.shift();
    }
    session.botLog.push({ at: this.now(), path, action, result });
    if (session.botLog.length > LOG_LIMIT) session.botLog.shift();
    return result;
  }

  private check(session: Session, token: string): { result: BotCheckResult; action: string } {
    if (token === '') return { result: 'missing', action: '' };
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 'demo') return { result: 'invalid', action: '' };
    const [, action = '', timeText = '', nonce = '', mac = ''] = parts;
    const time = Number(timeText);
    if (!ACTION_RE.test(action) || !Number.isSafeInteger(time) || !/^[0-9a-f]{12}$/.test(nonce)) return { result: 'invalid', action };
    const expected = Buffer.from(this.sign(action, time, nonce, session.id));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { result: 'invalid', action };
    const age = this.now() - time;
    if (age > TOKEN_TTL_MS || age < -5_000) return { result: 'expired', action };
    if (session.usedTokens.includes(token)) return { result: 'reused', action };
    return { result: 'ok', action };
  }
}

/** Route guard for endpoints marked *token* in demo/API.md. */
export const requireToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = str(fieldsOf(c), 'token');
  const result = c.var.app.botCheck.verify(c.var.session, token, rawPath(c.req.url));
  if (result !== 'ok') return reject(c, [TOKEN_ERROR]);
  await next();
  return;
};

export function botCheckRoutes(app: Hono<AppEnv>): void {
  /** What `grecaptcha.execute` calls. */
  app.get('/demo/recaptcha/token', (c) => {
    c.header('Cache-Control', 'no-store');
    const botCheck = c.var.app.botCheck;
    const key = c.req.query('k') ?? '';
    const action = c.req.query('action') || 'submit';
    if (key !== botCheck.siteKey) return c.json({ error: 'invalid-site-key' }, 400);
    if (!ACTION_RE.test(action)) return c.json({ error: 'invalid-action' }, 400);
    return c.json({ token: botCheck.issue(c.var.session, action) });
  });

  /** Proof for tests: how many tokens were issued and what each protected endpoint received. */
  app.get('/demo/recaptcha/log', (c) => {
    c.header('Cache-Control', 'no-store');
    const session = c.var.session;
    return c.json({ issued: session.tokensIssued, checks: session.botLog });
  });
}
