import { createApp } from '../../demo/app';

/** Not pages: the bundle, pictures, the API, the bot-check and fault switches, the browser tests' empty page, and files. */
const NOT_PAGES = /^\/(?:api|dist|images|upload\/reviews|demo\/recaptcha|demo\/fault|demo\/blank)(?:\/|$)|\.[a-z0-9]+$/;
/** The partner page plays another site, which loads the shop's bundle from across origins: its template is the partner's. */
const OTHER_SITES = new Set(['/partner']);
/** A real address for each page route with parameters. */
const EXAMPLES: Record<string, string[]> = {
  '/catalog/:section': ['/catalog/glass-doors/'],
  // The pallet variant's buy card names no product in its markup and mounts at load (demo/pages/buy-card.ts).
  '/catalog/:section/:code': ['/catalog/glass-doors/gratsiya/', '/catalog/glass-doors/akva/'],
  '/articles/:code': ['/articles/kak-vybrat-mezhkomnatnuyu-dver/'],
  '/info/:code': ['/info/delivery/', '/info/cooperation/'],
  '/demo/marketplace/:name': ['/demo/marketplace/ozon/?product=1201'],
  '/search': ['/search/', `/search/?q=${encodeURIComponent('дверь')}`],
};

/** Every page of the demo CMS, from its routes. */
export function demoPages(): string[] {
  const routes = new Set(createApp().routes.filter((route) => route.method === 'GET').map((route) => route.path));
  return [...routes]
    .filter((path) => !NOT_PAGES.test(path) && !OTHER_SITES.has(path))
    .flatMap((path) => EXAMPLES[path] ?? [path.includes(':') ? `${path}: add an address to EXAMPLES` : path === '/' ? '/' : `${path}/`]);
}
