import { productUrl, sectionUrl, sortProducts } from './catalog';
import { ARTICLES } from './data/articles';
import { PRODUCTS, SECTIONS } from './data/catalog';
import { INFO_PAGES } from './data/content';
import type { ArticleData, ProductData } from './data/types';
import { escapeHtml } from './html';

/** Site search: products, articles and other pages (spec 3 "Search result groups"). */

export interface OtherHit {
  URL: string;
  TITLE: string;
  /** Escaped text with the query in <b>. */
  BODY_FORMATED: string;
}

export interface SearchResults {
  /** The query as understood (keyboard layout corrected, trimmed). */
  query: string;
  products: ProductData[];
  articles: ArticleData[];
  other: OtherHit[];
}

export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/** A crude Russian stem: drops up to two final vowels / soft sign from words longer than 4 letters. */
export function stem(word: string): string {
  let result = word;
  for (let i = 0; i < 2 && result.length > 4 && /[аеиоуыэюяйь]$/.test(result); i++) result = result.slice(0, -1);
  return result;
}

function terms(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(stem);
}

const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/** 'ldthm' -> 'дверь': text typed with the English layout on. */
export function convertLayout(query: string): string {
  return [...query.toLowerCase()].map((ch) => {
    const index = EN.indexOf(ch);
    return index >= 0 ? (RU[index] ?? ch) : ch;
  }).join('');
}

function matchesAll(haystack: string, words: string[]): boolean {
  const text = normalize(haystack);
  return words.every((word) => text.includes(word));
}

function productText(product: ProductData): string {
  const section = SECTIONS.find((s) => s.CODE === product.SECTION)?.NAME ?? '';
  return [product.NAME, product.PREVIEW_TEXT, product.ARTICLE, section, ...product.PROPERTIES.map((p) => p.VALUE)].join(' ');
}

/** Escaped snippet of `text` with the first match of each word in <b>. */
export function highlight(text: string, words: string[], length = 180): string {
  const lower = normalize(text);
  let start = 0;
  const first = words.map((word) => lower.indexOf(word)).filter((index) => index >= 0).sort((a, b) => a - b)[0];
  if (first !== undefined && first > 60) start = first - 40;
  const slice = text.slice(start, start + length);
  let out = escapeHtml(slice);
  for (const word of words) {
    if (word.length < 2) continue;
    const pattern = new RegExp(`(${escapeHtml(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\p{L}]*)`, 'giu');
    out = out.replace(pattern, '<b>$1</b>');
  }
  return (start > 0 ? '…' : '') + out + (start + length < text.length ? '…' : '');
}

/**
 * A page imported from the shop's old site whose stored snippet still carries markup an editor pasted
 * in: an image with an error handler, a script, a handler and a javascript: link. The CMS passes
 * BODY_FORMATED through as stored, so it tests that the widgets sanitise it (search 'импорт').
 */
export const HOSTILE_HIT: OtherHit = {
  URL: '/info/about/',
  TITLE: 'Архив: импорт страниц старого сайта',
  BODY_FORMATED:
    'Страница из <b>импорта</b> старого сайта.<img src=x onerror="document.title=\'XSS\';window.vtHacked=1">' +
    '<script>window.vtHacked=2</script><span onmouseover="window.vtHacked=3">Наведите сюда</span> ' +
    '<a href="javascript:window.vtHacked=4">Подробнее</a>',
};

function matchesHostile(words: string[]): boolean {
  return words.length > 0 && matchesAll(`${HOSTILE_HIT.TITLE} импорт`, words);
}

function run(query: string): SearchResults {
  const words = terms(query);
  if (words.length === 0) return { query, products: [], articles: [], other: [] };
  const products = sortProducts(PRODUCTS.filter((product) => matchesAll(productText(product), words)), 0);
  const articles = ARTICLES.filter((article) => matchesAll([article.NAME, article.PREVIEW_TEXT, article.TAGS.join(' '), article.DETAIL_HTML.replace(/<[^>]+>/g, ' ')].join(' '), words));
  const other: OtherHit[] = [
    ...SECTIONS.filter((section) => matchesAll(`${section.NAME} ${section.DESCRIPTION}`, words)).map((section) => ({
      URL: sectionUrl(section.CODE),
      TITLE: section.NAME,
      BODY_FORMATED: highlight(section.DESCRIPTION, words),
    })),
    ...INFO_PAGES.filter((page) => matchesAll(`${page.TITLE} ${page.PARAGRAPHS.join(' ')}`, words)).map((page) => ({
      URL: `/info/${page.CODE}/`,
      TITLE: page.TITLE,
      BODY_FORMATED: highlight(page.PARAGRAPHS.join(' '), words),
    })),
  ];
  if (matchesHostile(words)) other.push(HOSTILE_HIT);
  return { query, products, articles, other };
}

export function search(rawQuery: string): SearchResults {
  const query = rawQuery.trim().replace(/\s+/g, ' ').slice(0, 200);
  const direct = run(query);
  const total = direct.products.length + direct.articles.length + direct.other.length;
  if (total === 0 && /[a-z]/i.test(query)) {
    const converted = run(convertLayout(query));
    if (converted.products.length + converted.articles.length + converted.other.length > 0) return converted;
  }
  return direct;
}

export function suggestions(rawQuery: string): { valid_query: string; suggestions: Array<{ NAME: string; URL: string }> } {
  const results = search(rawQuery);
  if (results.query === '') return { valid_query: '', suggestions: [] };
  const list = [
    ...results.products.slice(0, 5).map((product) => ({ NAME: product.NAME, URL: productUrl(product) })),
    ...results.other.slice(0, 2).map((hit) => ({ NAME: hit.TITLE, URL: hit.URL })),
    ...results.articles.slice(0, 2).map((article) => ({ NAME: article.NAME, URL: `/articles/${article.CODE}/` })),
  ];
  return { valid_query: results.query, suggestions: list };
}
