import { afterEach, describe, expect, it } from 'vitest';
import { carriedStyles } from '../../../shared/runtime/stylesheet';

/**
 * Styles carried as text by a chunk (the toasts', the carousels', Swiper's) are put in place by the
 * root that shows the code's markup, once however often the code runs there.
 */
const RULE = '.vt-adopt-test { color: rgb(1, 2, 3); }';

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.body.innerHTML = '';
});

const texts = (root: Document | ShadowRoot): string[] => root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

describe('carried styles', () => {
  it('are put in the document once, however many carousels adopt them', () => {
    const adopt = carriedStyles(RULE);
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    adopt(first);
    adopt(second);
    adopt();
    expect(texts(document)).toHaveLength(1);
    expect(texts(document)[0]).toContain('rgb(1, 2, 3)');
  });

  it('go into the shadow root an isolated widget is in, and not into the document', () => {
    const adopt = carriedStyles(RULE);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inside = document.createElement('div');
    shadow.append(inside);
    adopt(inside);
    expect(texts(shadow)).toHaveLength(1);
    expect(texts(document)).toEqual([]);
    // The same sheet serves the document too when a carousel there needs it.
    adopt(host);
    expect(document.adoptedStyleSheets[0]).toBe(shadow.adoptedStyleSheets[0]);
  });

  it('are nothing where no build wrote the text in', () => {
    carriedStyles(undefined)(document.body);
    carriedStyles('')(document.body);
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});
