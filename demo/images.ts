import type { Context, Hono } from 'hono';
import { productById } from './catalog';
import type { AppEnv } from './context';
import { ARTICLES } from './data/articles';
import { MARKETPLACE_NAMES, SECTIONS } from './data/catalog';
import { CONFIGURATOR_STEPS } from './data/configurator';
import { BANNERS } from './data/content';
import type { MarketplaceCode, ProductData } from './data/types';
import { findUpload } from './api/reviews';
import { schemeParts } from './api/configurator';
import { escapeXml as x } from './html';

/** Generated SVG pictures: stylised doors and panels with a label, a colour per product. */

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  const f = (c: number): number => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  return `#${[f(r), f(g), f(b)].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max && line !== '') {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function svg(width: number, height: number, viewBox: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${x(title)}"><title>${x(title)}</title>${body}</svg>`;
}

function shortName(name: string): string {
  const quoted = /«([^»]+)»/.exec(name);
  return quoted?.[1] ?? name;
}

// ---- Doors and panels ---------------------------------------------------------------------------

function doorLeaf(product: ProductData, x0: number, y0: number, w: number, h: number): string {
  const c = product.COLOR;
  const a = product.ACCENT;
  if (product.KIND === 'glass') {
    const lines = [0.15, 0.35, 0.55].map((t) => `<line x1="${x0 + w * t}" y1="${y0 + h * 0.1}" x2="${x0 + w * (t + 0.25)}" y2="${y0 + h * 0.3}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>`).join('');
    return `<rect x="${x0 - 10}" y="${y0 - 10}" width="${w + 20}" height="${h + 10}" fill="${a}"/>`
      + `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${c}" fill-opacity="0.85"/>`
      + `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#glare)"/>${lines}`
      + `<rect x="${x0 + w - 40}" y="${y0 + h * 0.38}" width="10" height="${h * 0.24}" rx="5" fill="${shade(a, -0.2)}"/>`;
  }
  const panels = [0.06, 0.38, 0.7].map((t) => `<rect x="${x0 + w * 0.14}" y="${y0 + h * t}" width="${w * 0.72}" height="${h * 0.26}" fill="none" stroke="${shade(c, -0.18)}" stroke-width="5"/>`).join('');
  return `<rect x="${x0 - 14}" y="${y0 - 14}" width="${w + 28}" height="${h + 14}" fill="${a}"/>`
    + `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${c}"/>${panels}`
    + `<circle cx="${x0 + w - 34}" cy="${y0 + h * 0.5}" r="11" fill="${shade(a, -0.3)}"/>`
    + `<rect x="${x0 + w - 70}" y="${y0 + h * 0.5 - 5}" width="40" height="10" rx="5" fill="${shade(a, -0.3)}"/>`;
}

function panelWall(product: ProductData, x0: number, y0: number, w: number, h: number): string {
  const boards: string[] = [];
  const count = 7;
  const bw = w / count;
  for (let i = 0; i < count; i++) {
    const fill = shade(product.COLOR, i % 2 === 0 ? 0 : -0.08);
    boards.push(`<rect x="${x0 + i * bw}" y="${y0}" width="${bw - 4}" height="${h}" fill="${fill}"/>`);
    for (let g = 1; g < 4; g++) {
      const gx = x0 + i * bw + (bw * g) / 4;
      boards.push(`<path d="M${gx} ${y0} q ${6 - g * 3} ${h / 2} 0 ${h}" stroke="${product.ACCENT}" stroke-opacity="0.35" fill="none" stroke-width="2"/>`);
    }
  }
  return `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${shade(product.ACCENT, -0.3)}"/>${boards.join('')}`;
}

export function productSvg(product: ProductData, n: number, mobile: boolean): string {
  const size = mobile ? [300, 400] : [600, 800];
  const wall = product.KIND === 'panel' ? '#efece6' : ['#f1eee8', '#e9eef0', '#f3efe6', '#ece9f0', '#eef1ea', '#f0ebe6'][(n - 1) % 6] ?? '#f1eee8';
  let scene = '';
  if (product.KIND === 'panel') scene = panelWall(product, 60, 80, 480, 560);
  else scene = doorLeaf(product, 170, 110, 260, 540);
  const variant = ((n - 1) % 6) + 1;
  let transform = '';
  if (variant === 2) transform = 'translate(-420 -520) scale(2)';
  else if (variant === 4) transform = 'translate(-300 -400) scale(1.6)';
  else if (variant === 5) transform = 'translate(60 0) skewY(-6)';
  else if (variant === 6) transform = 'translate(600 0) scale(-1 1)';
  const extras = variant === 3
    ? `<rect x="460" y="560" width="70" height="90" rx="10" fill="#6b4f3a"/><circle cx="495" cy="535" r="45" fill="#5a8a4f"/><circle cx="470" cy="510" r="30" fill="#6fa05f"/>`
    : '';
  const label = `${shortName(product.NAME)} · ${product.ARTICLE}`;
  const body = `<defs><linearGradient id="glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.25"/></linearGradient></defs>`
    + `<rect width="600" height="800" fill="${wall}"/><rect y="650" width="600" height="150" fill="#c9b79c"/>`
    + `<g transform="${transform}">${scene}</g>${extras}`
    + `<rect x="0" y="730" width="600" height="70" fill="#1f2328" fill-opacity="0.85"/>`
    + `<text x="300" y="774" text-anchor="middle" font-family="Arial, sans-serif" font-size="28" fill="#ffffff">${x(label)}</text>`
    + `<text x="580" y="40" text-anchor="end" font-family="Arial, sans-serif" font-size="22" fill="#555555">${n}</text>`;
  return svg(size[0] ?? 600, size[1] ?? 800, '0 0 600 800', `${product.NAME}, фото ${n}`, body);
}

// ---- Articles, banners, sections ------------------------------------------------------------

/** A gradient poster with door shapes; `title` '' draws no headline (the page prints it as text). */
function poster(width: number, height: number, color: string, title: string, subtitle: string, fontSize: number): string {
  const lines = title ? wrap(title, Math.floor((width * 0.6) / (fontSize * 0.55))) : [];
  const text = lines
    .map((line, i) => `<text x="${width * 0.06}" y="${height * 0.3 + i * fontSize * 1.2}" font-family="Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${x(line)}</text>`)
    .join('');
  const doors = [0.62, 0.78].map((t, i) => `<rect x="${width * t}" y="${height * (0.25 + i * 0.08)}" width="${width * 0.12}" height="${height * 0.6}" fill="#ffffff" fill-opacity="${0.12 + i * 0.08}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, -0.35)}"/><stop offset="1" stop-color="${shade(color, -0.1)}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/>${doors}${text}`
    + `<text x="${width * 0.06}" y="${height * 0.9}" font-family="Arial, sans-serif" font-size="${fontSize * 0.55}" fill="#ffffff" fill-opacity="0.85">${x(subtitle)}</text>`;
}

export function articleSvg(id: string, mobile: boolean): string | null {
  const article = ARTICLES.find((entry) => entry.ID === id);
  if (!article) return null;
  const [w, h] = mobile ? [600, 600] : [1200, 600];
  return svg(w, h, `0 0 ${w} ${h}`, article.IMG_DESCR, poster(w, h, article.COLOR, article.NAME, article.TAGS.join(' · '), mobile ? 40 : 52));
}

export function bannerSvg(id: string, mobile: boolean): string | null {
  const banner = BANNERS.find((entry) => entry.ID === id);
  if (!banner) return null;
  const [w, h] = mobile ? [750, 900] : [1600, 600];
  return svg(w, h, `0 0 ${w} ${h}`, banner.TITLE, poster(w, h, banner.COLOR, '', 'Уральские двери', mobile ? 56 : 64));
}

export function sectionSvg(code: string): string | null {
  const section = SECTIONS.find((entry) => entry.CODE === code);
  if (!section) return null;
  return svg(600, 400, '0 0 600 400', section.NAME, poster(600, 400, section.COLOR, '', 'Каталог', 40));
}

// ---- Configurator, scheme, reviews, logos ------------------------------------------------------

export function configuratorSvg(id: string): string | null {
  const step = CONFIGURATOR_STEPS.find((entry) => entry.ITEMS.some((item) => item.ID === id));
  const item = step?.ITEMS.find((entry) => entry.ID === id);
  if (!step || !item) return null;
  const hue = (Number(id) * 47) % 360;
  const color = `hsl(${hue} 35% 45%)`;
  let drawing = '';
  switch (step.CODE) {
    case 'handle':
      drawing = item.NO_HANDLE
        ? `<rect x="170" y="60" width="60" height="160" fill="#dfe6ea" stroke="#555" stroke-width="3"/><circle cx="200" cy="140" r="8" fill="#555"/>`
        : id.endsWith('2')
          ? `<circle cx="200" cy="140" r="40" fill="${color}"/><circle cx="200" cy="140" r="16" fill="#ffffff" fill-opacity="0.4"/>`
          : `<rect x="185" y="50" width="30" height="180" rx="15" fill="${color}"/>`;
      break;
    case 'side':
      drawing = `<rect x="150" y="50" width="100" height="190" fill="#dfe6ea" stroke="#555" stroke-width="3"/><path d="M${item.SIDE === 'left' ? '150 240 A 100 100 0 0 1 250 140' : '250 240 A 100 100 0 0 0 150 140'}" fill="none" stroke="${color}" stroke-width="5" stroke-dasharray="10 8"/>`;
      break;
    case 'pallet':
      drawing = `<rect x="90" y="170" width="220" height="50" rx="8" fill="${item.UF_CHANGE_DOOR ? color : '#bbbbbb'}"/><rect x="110" y="60" width="180" height="110" fill="#dceff5" stroke="#555" stroke-width="3"/>`;
      break;
    case 'sizes':
    case 'door-double':
    case 'width':
    case 'height':
    case 'solid':
      drawing = `<rect x="90" y="70" width="220" height="150" fill="#dceff5" stroke="#555" stroke-width="3"/><path d="M90 245 H310 M90 238 v14 M310 238 v14" stroke="${color}" stroke-width="4"/>`;
      break;
    default:
      drawing = `<rect x="140" y="40" width="120" height="210" fill="${color}"/><rect x="152" y="52" width="96" height="186" fill="#ffffff" fill-opacity="0.35"/>`;
  }
  const body = `<rect width="400" height="300" fill="#f4f5f6"/>${drawing}<text x="200" y="285" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="#222222">${x(item.NAME)}</text>`;
  return svg(400, 300, '0 0 400 300', item.NAME, body);
}

export function schemeSvg(model: string, handle: string, side: string): string | null {
  const parts = schemeParts(model, handle, side);
  if (!parts) return null;
  const modelName = CONFIGURATOR_STEPS.find((step) => step.parent === 'root')?.ITEMS.find((item) => item.ID === parts.model)?.NAME ?? '';
  const left = parts.side === 'left';
  const doorX = left ? 120 : 420;
  const panelX = left ? 420 : 120;
  const hingeX = left ? doorX : doorX + 260;
  const handleX = left ? doorX + 230 : doorX + 22;
  const arc = left
    ? `M${hingeX} 500 A 260 260 0 0 0 ${hingeX + 260} 500`
    : `M${hingeX} 500 A 260 260 0 0 1 ${hingeX - 260} 500`;
  const handleMark = parts.handle === 'false' ? '' : `<rect x="${handleX}" y="240" width="8" height="90" rx="4" fill="#1f2328"/>`;
  const body = `<rect width="800" height="600" fill="#ffffff"/>`
    + `<rect x="${panelX}" y="80" width="260" height="420" fill="#e3eef1" stroke="#1f2328" stroke-width="4"/>`
    + `<text x="${panelX + 130}" y="300" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" fill="#1f2328">Панель</text>`
    + `<rect x="${doorX}" y="80" width="260" height="420" fill="#cfe4ea" stroke="#1f2328" stroke-width="4"/>`
    + `<text x="${doorX + 130}" y="300" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" fill="#1f2328">Дверь</text>${handleMark}`
    + `<path d="${arc}" fill="none" stroke="#b5481b" stroke-width="3" stroke-dasharray="12 8"/>`
    + `<text x="400" y="50" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" fill="#1f2328">${x(modelName)}</text>`
    + `<text x="400" y="570" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="#1f2328">${left ? 'Открывание левое' : 'Открывание правое'}${parts.handle === 'false' ? ', без ручки' : ''}</text>`;
  return svg(800, 600, '0 0 800 600', `Схема: ${modelName}`, body);
}

export function reviewSvg(id: string, small: boolean): string {
  const hue = (Number(id) * 67) % 360;
  const [w, h] = small ? [160, 120] : [800, 600];
  const body = `<rect width="800" height="600" fill="hsl(${hue} 25% 88%)"/><rect y="470" width="800" height="130" fill="hsl(${(hue + 30) % 360} 25% 60%)"/>`
    + `<rect x="300" y="110" width="200" height="370" fill="hsl(${hue} 30% 45%)"/><rect x="318" y="128" width="164" height="334" fill="#ffffff" fill-opacity="0.25"/>`
    + `<circle cx="470" cy="300" r="9" fill="#222"/>`;
  return svg(w, h, '0 0 800 600', 'Фото покупателя', body);
}

const MARKET_STYLE: Record<MarketplaceCode, { bg: string; fg: string }> = {
  ozon: { bg: '#005bff', fg: '#ffffff' },
  wildberries: { bg: '#a10f8c', fg: '#ffffff' },
  'yandex-market': { bg: '#ffcc00', fg: '#111111' },
};

export function marketplaceSvg(code: string): string | null {
  if (!(code in MARKET_STYLE)) return null;
  const market = code as MarketplaceCode;
  const style = MARKET_STYLE[market];
  const name = MARKETPLACE_NAMES[market];
  const body = `<rect width="160" height="40" rx="8" fill="${style.bg}"/><text x="80" y="26" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="16" fill="${style.fg}">${x(name)}</text>`;
  return svg(160, 40, '0 0 160 40', name, body);
}

export function logoSvg(): string {
  const body = `<rect x="2" y="4" width="22" height="32" fill="#b5481b"/><rect x="7" y="9" width="12" height="22" fill="#ffffff" fill-opacity="0.5"/><circle cx="19" cy="21" r="2" fill="#ffffff"/>`
    + `<text x="32" y="27" font-family="Arial, sans-serif" font-weight="700" font-size="17" fill="#1f2328">Уральские двери</text>`;
  return svg(190, 40, '0 0 190 40', 'Уральские двери', body);
}

// ---- Routes ---------------------------------------------------------------------------------------

function sendSvg(c: Context<AppEnv>, body: string | null): Response {
  if (body === null) return c.text('Not found', 404);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body);
}

export function imageRoutes(app: Hono<AppEnv>): void {
  app.get('/images/logo.svg', (c) => sendSvg(c, logoSvg()));

  app.get('/images/product/:file', (c) => {
    const match = /^(\d+)-(\d)(-m)?\.svg$/.exec(c.req.param('file'));
    const product = match ? productById(match[1] ?? '') : undefined;
    const n = Number(match?.[2] ?? 0);
    if (!match || !product || n < 1 || n > product.PHOTOS) return sendSvg(c, null);
    return sendSvg(c, productSvg(product, n, match[3] === '-m'));
  });

  app.get('/images/article/:file', (c) => {
    const match = /^(\d+)(-mobile)?\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? articleSvg(match[1] ?? '', match[2] !== undefined) : null);
  });

  app.get('/images/banner/:file', (c) => {
    const match = /^(\d+)(-mobile)?\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? bannerSvg(match[1] ?? '', match[2] !== undefined) : null);
  });

  app.get('/images/section/:file', (c) => {
    const match = /^([a-z-]+)\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? sectionSvg(match[1] ?? '') : null);
  });

  app.get('/images/configurator/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? configuratorSvg(match[1] ?? '') : null);
  });

  app.get('/images/scheme/:file', (c) => {
    const match = /^(\d+)-(\d+|false)-(left|right|\d+)\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? schemeSvg(match[1] ?? '', match[2] ?? '', match[3] ?? '') : null);
  });

  app.get('/images/review/:file', (c) => {
    const match = /^(\d+)(-min)?\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? reviewSvg(match[1] ?? '', match[2] !== undefined) : null);
  });

  app.get('/images/marketplace/:file', (c) => {
    const match = /^([a-z-]+)\.svg$/.exec(c.req.param('file'));
    return sendSvg(c, match ? marketplaceSvg(match[1] ?? '') : null);
  });

  /** Photos visitors attached to their reviews (kept in their session). */
  app.get('/upload/reviews/:id/:name', (c) => {
    const review = findUpload(c.var.session, c.req.param('id'));
    if (!review?.UPLOAD) return c.text('Not found', 404);
    const type = /^image\/(jpeg|png|gif|bmp|webp)$/.test(review.UPLOAD.type) ? review.UPLOAD.type : 'application/octet-stream';
    c.header('Content-Type', type);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(review.UPLOAD.bytes.slice().buffer);
  });
}
