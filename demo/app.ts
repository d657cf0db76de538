import { resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { basketApi } from './api/basket';
import { catalogApi, favoritesApi } from './api/catalog';
import { SESSID_ERROR, csrfMiddleware, reject } from './api/common';
import { configuratorApi } from './api/configurator';
import { formsApi } from './api/forms';
import { ordersApi } from './api/orders';
import { reviewsApi } from './api/reviews';
import { searchApi } from './api/search';
import { userApi } from './api/user';
import { BotCheck } from './botcheck';
import { botCheckRoutes } from './botcheck';
import { type AppContext, type AppEnv, rawPath } from './context';
import { exceptSessionFree, isSessionFreeApi, partnerCors } from './cors';
import { cspMiddleware } from './csp';
import { faultMiddleware, faultRoutes } from './faults';
import { hostileMiddleware } from './hostile';
import { imageRoutes } from './images';
import { articlePages } from './pages/articles';
import { basketPages } from './pages/basket';
import { bitrixPages } from './pages/bitrix';
import { catalogPages } from './pages/catalog';
import { configuratorPages } from './pages/configurator';
import { partnerPages } from './pages/partner';
import { devPages } from './pages/dev';
import { helperPages } from './pages/helpers';
import { homePages } from './pages/home';
import { infoPages, notFound } from './pages/info';
import { personalPages } from './pages/personal';
import { searchPages } from './pages/search';
import { SessionStore, sessionMiddleware } from './session';
import { placementRoutes } from './placement';
import { strictMiddleware, strictRoutes } from './strict';
import { DEFAULT_DIST_DIR, staticRoutes } from './static';

export type { AppEnv } from './context';

export interface CreateAppOptions {
  /** Where the built bundle lives (served at /dist/*); default <repo>/dist. */
  distDir?: string;
  /** Clock for tokens, codes and dates (tests pass a fake one). */
  now?: () => number;
  /** Strict mode for every visitor: `/api/*` answers only what the spec names (demo/strict.ts). */
  strict?: boolean;
}

/** Paths that need no visitor session (files and generated pictures). */
function isAssetPath(path: string): boolean {
  return (
    path.startsWith('/dist/') ||
    path.startsWith('/images/') ||
    path === '/demo/theme.css' ||
    path === '/demo/theme-second.css' ||
    path === '/demo/recaptcha.js' ||
    path === '/demo/metrika.js' ||
    path === '/demo/bx-stand-in.js' ||
    path === '/demo/late-script.js' ||
    path === '/upload/policy.pdf' ||
    path === '/favicon.ico'
  );
}

const SERVER_ERROR_PAGE = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>Ошибка сервера</title></head>
<body><main><h1>Ошибка сервера</h1><p>Что-то пошло не так. Обновите страницу.</p><p><a href="/">На главную</a></p></main></body></html>`;

/** The whole demo CMS as a Hono app (no listening: see demo/server.ts). */
export function createApp(options: CreateAppOptions = {}): Hono {
  const now = options.now ?? (() => Date.now());
  const context: AppContext = {
    now,
    distDir: resolve(options.distDir ?? DEFAULT_DIST_DIR),
    sessions: new SessionStore(now),
    botCheck: new BotCheck(now),
  };
  const app = new Hono<AppEnv>({ strict: false });
  const withSession = sessionMiddleware();

  app.use('*', async (c, next) => {
    c.set('app', context);
    await next();
  });
  // Compressed on the way out, as a production CMS's server does (nginx's gzip before 1C-Bitrix): its
  // pages, the theme's stylesheet, the API's JSON, the pictures' SVG. Served as they are, the demo's
  // pages and theme took a phone's link for several times their compressed length, held its first
  // paint back and pushed the page's parsing past it, which no shop's visitor sees. The bundle's files
  // are served as nginx's brotli_static and gzip_static serve them (static.ts), never compressed here.
  const compressed = compress();
  app.use('*', (c, next) => (rawPath(c.req.url).startsWith('/dist/') ? next() : compressed(c, next)));
  // Outermost, so they see the final answer: the page's CSP, and the hostile switch's rewriting.
  app.use('*', cspMiddleware());
  app.use('*', hostileMiddleware());
  app.use('*', strictMiddleware(options.strict ?? false));
  app.use('*', partnerCors());
  app.use('*', faultMiddleware());
  app.use('*', async (c, next) => {
    if (isAssetPath(rawPath(c.req.url)) || isSessionFreeApi(c.req.method, rawPath(c.req.url))) {
      await next();
      return;
    }
    await withSession(c, next);
  });
  app.use('/api/*', exceptSessionFree(csrfMiddleware((c) => reject(c, [SESSID_ERROR]))));

  staticRoutes(app);
  imageRoutes(app);
  botCheckRoutes(app);
  faultRoutes(app);
  strictRoutes(app);
  placementRoutes(app);

  basketApi(app);
  favoritesApi(app);
  catalogApi(app);
  userApi(app);
  reviewsApi(app);
  formsApi(app);
  searchApi(app);
  ordersApi(app);
  configuratorApi(app);

  homePages(app);
  catalogPages(app);
  basketPages(app);
  personalPages(app);
  configuratorPages(app);
  partnerPages(app);
  searchPages(app);
  articlePages(app);
  infoPages(app);
  devPages(app);
  bitrixPages(app);
  helperPages(app);

  app.notFound((c) => {
    const path = rawPath(c.req.url);
    if (path.startsWith('/api/')) {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: false, message: JSON.stringify([{ code: '404', message: 'Такого метода нет' }]), data: null }, 404);
    }
    if (isAssetPath(path)) return c.text('Not found', 404);
    return notFound(c);
  });

  app.onError((error, c) => {
    console.error('[demo]', c.req.method, rawPath(c.req.url), error);
    if (rawPath(c.req.url).startsWith('/api/')) {
      return c.json({ success: false, message: JSON.stringify([{ code: '500', message: 'Внутренняя ошибка сервера' }]), data: null }, 500);
    }
    return c.html(SERVER_ERROR_PAGE, 500);
  });

  // Callers only request and fetch; the per-request variables (AppEnv) are internal.
  return app as unknown as Hono;
}
