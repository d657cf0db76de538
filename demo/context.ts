import type { BotCheck } from './botcheck';
import type { Session, SessionStore } from './session';

/** A parsed request body: form fields (files included) or the top-level keys of a JSON body. */
export type FieldValue = string | File;
export type Fields = Record<string, FieldValue | FieldValue[]>;

/** Everything one app instance shares between requests. */
export interface AppContext {
  now: () => number;
  distDir: string;
  sessions: SessionStore;
  botCheck: BotCheck;
}

export type AppEnv = {
  Variables: {
    app: AppContext;
    session: Session;
    fields: Fields;
  };
};

/** The request path as sent (Hono's `c.req.path` drops the trailing slash in non-strict mode). */
export function rawPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}
