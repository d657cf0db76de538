import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgets } from '../../widgets/registry';
import { DESKTOP, eventually, newShopper, url, useBrowser } from './browser';

/**
 * The widget catalogue (docs/widgets.md), tried as a template developer would: every ```html example is
 * pasted into a page of the demo's origin under the bundle, and each of its tags must mount without an error.
 */
const catalogue = readFileSync(new URL('../../docs/widgets.md', import.meta.url), 'utf8');
const examples = [...catalogue.matchAll(/```html\n([\s\S]*?)```/g)].map((match, index) => {
  const markup = match[1] ?? '';
  const widgets = [...new Set([...markup.matchAll(/data-widget="([a-z-]+)"/g)].map((found) => found[1] ?? ''))];
  return { index, markup, widgets };
});

const chromium = useBrowser();

function examplePage(markup: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Пример из README</title>
<link rel="stylesheet" href="/dist/vitrina.css"></head>
<body><main>${markup}</main><script type="module" src="/dist/vitrina.js"></script></body></html>`;
}

/**
 * Wakes tags that wait for the shopper (visible, interaction, scroll) the way a shopper would: scroll
 * and focus (an example's page is too short to scroll: the page hears that it did).
 */
async function wakeAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const tag of Array.from(document.querySelectorAll<HTMLElement>('[data-widget-state="pending"]'))) {
      tag.scrollIntoView();
      for (const type of ['pointerenter', 'focusin']) tag.dispatchEvent(new Event(type, { bubbles: true }));
    }
    window.dispatchEvent(new Event('scroll'));
  });
}

async function tagStates(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'), (tag) => `${tag.dataset.widget}: ${tag.dataset.widgetState ?? 'untouched'}`));
}

describe("the widget catalogue's examples (docs/widgets.md)", () => {
  it('covers every widget of the registry', () => {
    const shown = new Set(examples.flatMap((example) => example.widgets));
    expect(Object.keys(widgets).filter((name) => !shown.has(name))).toEqual([]);
  });

  it.each(examples.map((example) => [example.widgets.join(', '), example] as const))('%s: mounts as pasted', async (_name, example) => {
    // The cookie notice mounts only for a shopper who has not answered it yet.
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: !example.widgets.includes('cookie-notice') });
    const address = url(`/readme-example/${example.index}/`);
    await page.route(address, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: examplePage(example.markup) }));
    await page.goto(address);
    await eventually(async () => {
      await wakeAll(page);
      return (await tagStates(page)).filter((state) => /: (pending|untouched)$/.test(state));
    }).toEqual([]);
    expect((await tagStates(page)).filter((state) => !state.endsWith(': mounted'))).toEqual([]);
    // The runtime's and the widgets' own complaints; a broken picture URL in an example is not one.
    expect(errors.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
