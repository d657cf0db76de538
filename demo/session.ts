import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context';
import { OFFERS, PRODUCTS } from './data/catalog';
import { REVIEWS } from './data/reviews';
import type { OrderData, UserData } from './data/types';
import { LAST_EXCHANGE, ORDERS, USERS } from './data/users';

export const SESSION_COOKIE = 'vt_sid';

export interface BasketRow {
  bid: string;
  /** Product or offer id. */
  productId: string;
  quantity: number;
  easyClean: boolean;
}

export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface ReviewRecord {
  ID: string;
  PRODUCT_ID: string;
  NAME: string;
  /** dd.mm.yyyy */
  DATE: string;
  TEXT: string;
  /** 'seed': drawn by /images/review/{ID}.svg; 'upload': the visitor's file. */
  PHOTO: 'seed' | 'upload' | null;
  UPLOAD: Upload | null;
  ADMIN_RESPONSE: string;
  RESPONSE_DATE_UPDATE: string;
}

export interface MailRecord {
  id: number;
  to: string;
  subject: string;
  text: string;
  at: number;
}

export interface CodeRecord {
  email: string;
  code: string;
  expiresAt: number;
  attempts: number;
}

export type BotCheckResult = 'ok' | 'missing' | 'invalid' | 'expired' | 'reused';

export interface BotCheckRecord {
  at: number;
  path: string;
  action: string;
  result: BotCheckResult;
}

export interface RequestRecord {
  kind: 'cooperation' | 'manager_call' | 'configuration';
  at: number;
  fields: Record<string, string>;
}

export interface ExchangeInfo {
  FILE: string;
  OFFERS_FILE: string;
  DATE: number;
  SIZE: number;
  SOURCE: string;
  /** Who ran the last update from the site ('' for the scheduled import). */
  BY: string;
}

export interface StoredOrderResponse {
  orderId: number;
  response: Record<string, unknown>;
}

export interface Session {
  id: string;
  sessid: string;
  createdAt: number;
  lastSeen: number;
  basket: BasketRow[];
  nextBid: number;
  favorites: string[];
  userId: string | null;
  users: UserData[];
  orders: OrderData[];
  nextOrderId: number;
  /** confirmorder=Y answers by idempotency_key. */
  orderKeys: Record<string, StoredOrderResponse>;
  reviews: ReviewRecord[];
  pendingReviews: ReviewRecord[];
  nextReviewId: number;
  codes: Record<string, CodeRecord>;
  mail: MailRecord[];
  /** Stock by product or offer id; null = no stock figure. */
  stock: Record<string, number | null>;
  sort: 0 | 1 | 2;
  view: 2 | 4;
  viewName: string;
  lastExchange: ExchangeInfo;
  usedTokens: string[];
  tokensIssued: number;
  botLog: BotCheckRecord[];
  requests: RequestRecord[];
}

type SessionSeed = Omit<Session, 'id' | 'sessid' | 'createdAt' | 'lastSeen'>;

function buildSeed(): SessionSeed {
  const stock: Record<string, number | null> = {};
  for (const product of PRODUCTS) stock[product.ID] = product.STOCK;
  for (const offer of OFFERS) stock[offer.ID] = offer.STOCK;
  return {
    basket: [],
    nextBid: 1,
    favorites: [],
    userId: null,
    users: USERS,
    orders: ORDERS,
    nextOrderId: Math.max(...ORDERS.map((order) => order.ID)) + 1,
    orderKeys: {},
    reviews: REVIEWS.map((review) => ({
      ID: review.ID,
      PRODUCT_ID: review.PRODUCT_ID,
      NAME: review.NAME,
      DATE: review.ACTIVE_FROM,
      TEXT: review.TEXT,
      PHOTO: review.PHOTO ? 'seed' : null,
      UPLOAD: null,
      ADMIN_RESPONSE: review.ADMIN_RESPONSE ?? '',
      RESPONSE_DATE_UPDATE: review.RESPONSE_DATE_UPDATE ?? '',
    })),
    pendingReviews: [],
    nextReviewId: 1001,
    codes: {},
    mail: [],
    stock,
    sort: 0,
    view: 4,
    viewName: 'grid',
    lastExchange: { ...LAST_EXCHANGE, BY: '' },
    usedTokens: [],
    tokensIssued: 0,
    botLog: [],
    requests: [],
  };
}

const SEED = buildSeed();

export function newToken(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** Sessions in memory. The oldest are dropped past `limit` so a long demo run cannot grow forever. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly now: () => number,
    private readonly limit = 5000,
  ) {}

  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (session) {
      session.lastSeen = this.now();
      // Re-insert so the Map's order is least recently used first.
      this.sessions.delete(id);
      this.sessions.set(id, session);
    }
    return session;
  }

  create(): Session {
    const at = this.now();
    const session: Session = { ...structuredClone(SEED), id: newToken(), sessid: newToken(16), createdAt: at, lastSeen: at };
    this.sessions.set(session.id, session);
    while (this.sessions.size > this.limit) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }
}

/** Finds the visitor's session by cookie or starts one (and sets the cookie). */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = c.var.app.sessions;
    let session = store.get(getCookie(c, SESSION_COOKIE));
    if (!session) {
      session = store.create();
      setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    }
    c.set('session', session);
    await next();
  };
}

export function currentUser(session: Session): UserData | null {
  if (!session.userId) return null;
  return session.users.find((user) => user.ID === session.userId) ?? null;
}

export function addMail(session: Session, at: number, to: string, subject: string, text: string): MailRecord {
  const record: MailRecord = { id: session.mail.length + 1, to, subject, text, at };
  session.mail.push(record);
  return record;
}
