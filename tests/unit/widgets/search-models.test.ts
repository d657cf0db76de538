import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../../shared/url/same-origin';
import { stepActive } from '../../../shared/ui/suggestions';
import { SUBMIT_RETRY_MS, searchUrl, submitDecision } from '../../../widgets/search-bar/model';
import { appendHits, firstTab, hasMore, withGroupPage, type Lists } from '../../../widgets/search-results/model';

const BASE = 'https://shop.example/catalog/';

describe('search-bar model', () => {
  it('builds /search/?q={query}&s=Поиск', () => {
    expect(searchUrl('/search/', 'дверь маятниковая', BASE)).toBe('/search/?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C+%D0%BC%D0%B0%D1%8F%D1%82%D0%BD%D0%B8%D0%BA%D0%BE%D0%B2%D0%B0%D1%8F&s=%D0%9F%D0%BE%D0%B8%D1%81%D0%BA');
    const url = new URL(searchUrl('/search/', 'a&b=c', BASE), BASE);
    expect(url.searchParams.get('q')).toBe('a&b=c');
    expect(url.searchParams.get('s')).toBe('Поиск');
  });

  it('ignores an empty query, waits 1 s while validating, then goes with the valid query', () => {
    expect(submitDecision({ query: '   ', validating: false, validQuery: '' })).toEqual({ kind: 'ignore' });
    expect(submitDecision({ query: '', validating: true, validQuery: '' })).toEqual({ kind: 'ignore' });
    expect(submitDecision({ query: 'ldthm', validating: true, validQuery: '' })).toEqual({ kind: 'wait', ms: SUBMIT_RETRY_MS });
    expect(SUBMIT_RETRY_MS).toBe(1000);
    expect(submitDecision({ query: 'ldthm', validating: false, validQuery: 'дверь' })).toEqual({ kind: 'go', query: 'дверь' });
    expect(submitDecision({ query: ' панель ', validating: false, validQuery: '' })).toEqual({ kind: 'go', query: 'панель' });
  });

  it('moves the active option like the WAI-ARIA combobox example', () => {
    expect(stepActive(-1, 'ArrowDown', 3, 'text')).toBe(0);
    expect(stepActive(2, 'ArrowDown', 3, 'text')).toBe(-1);
    expect(stepActive(-1, 'ArrowUp', 3, 'text')).toBe(2);
    expect(stepActive(0, 'ArrowUp', 3, 'text')).toBe(-1);
    expect(stepActive(0, 'ArrowDown', 0, 'text')).toBe(-1);
  });

  it("wraps round the city list's ends", () => {
    expect(stepActive(2, 'ArrowDown', 3, 'around')).toBe(0);
    expect(stepActive(0, 'ArrowUp', 3, 'around')).toBe(2);
    expect(stepActive(-1, 'ArrowUp', 3, 'around')).toBe(2);
    expect(stepActive(1, 'ArrowDown', 3, 'around')).toBe(2);
  });

  it('follows suggestion links on this site only', () => {
    expect(sameOriginPath('/catalog/doors/grace/', BASE)).toBe('/catalog/doors/grace/');
    expect(sameOriginPath('https://shop.example/info/about/#x', BASE)).toBe('/info/about/#x');
    expect(sameOriginPath('https://evil.example/', BASE)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', BASE)).toBeNull();
    expect(sameOriginPath('', BASE)).toBeNull();
  });
});

describe('search-results model', () => {
  it('offers more while the tab shows fewer than its total and pages remain', () => {
    expect(hasMore({ page: 1, pages: 3, count: 20, shown: 8 })).toBe(true);
    expect(hasMore({ page: 1, pages: 3, count: 8, shown: 8 })).toBe(false);
    expect(hasMore({ page: 3, pages: 3, count: 30, shown: 24 })).toBe(false);
  });

  it('opens on the first group with hits', () => {
    expect(firstTab({ PRODUCTS: 0, ARTICLES: 2, OTHER: 1 })).toBe('ARTICLES');
    expect(firstTab({ PRODUCTS: 3, ARTICLES: 2, OTHER: 1 })).toBe('PRODUCTS');
    expect(firstTab({ PRODUCTS: 0, ARTICLES: 0, OTHER: 0 })).toBe('PRODUCTS');
  });

  it('appends without repeating hits', () => {
    expect(appendHits([{ URL: '/a' }], [{ URL: '/a' }, { URL: '/b' }], (hit) => hit.URL)).toEqual([{ URL: '/a' }, { URL: '/b' }]);
  });

  it("takes one group's hits from a loaded page and leaves the other groups as they are", () => {
    const hit = (URL: string) => ({ URL, TITLE: URL }) as Lists['OTHER'][number];
    const current = { PRODUCTS: [], ARTICLES: [hit('/a')], OTHER: [hit('/o')] } as unknown as Lists;
    const next = { PRODUCTS: [], ARTICLES: [hit('/a'), hit('/b')], OTHER: [hit('/p')] } as unknown as Lists;
    const merged = withGroupPage(current, next, 'ARTICLES');
    expect(merged.ARTICLES.map((entry) => entry.URL)).toEqual(['/a', '/b']);
    expect(merged.OTHER).toBe(current.OTHER);
  });
});
