import { within } from '@testing-library/react';
import { createElement, useState } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { COOKIE_FLAG } from '../../../shared/analytics/consent';
import { setConfig } from '../../../shared/config';
import { createApplication, type Application } from '../../../shared/runtime/application';
import { reactWidget } from '../../../shared/runtime/react';
import type { HydrationStrategy } from '../../../shared/runtime/types';
import type { WidgetDefinition, WidgetModule } from '../../../shared/runtime/types';
import { FOLDED_MEDIA } from '../../../shared/runtime/hydration';
import { deferred, flushMicrotasks } from '../async';
import { onThePageClock, usePageClock } from './page-clock';
import { fakeQuery } from '../fake-media';

/** Each test's widgets: name -> default strategy and how to load it. */
type Registry = Record<string, { hydrate: HydrationStrategy; load: () => Promise<WidgetModule> }>;

/** A widget that writes its props into the element, so a test sees what a shopper would. */
function greeter(log: string[] = []): WidgetDefinition<{ name: string }> {
  return {
    props: v.object({ name: v.pipe(v.string(), v.minLength(1)) }),
    mount(element, props) {
      log.push(`mount ${props.name}`);
      const previous = element.innerHTML;
      element.textContent = `Привет, ${props.name}`;
      return () => {
        log.push(`unmount ${props.name}`);
        element.innerHTML = previous;
      };
    },
  };
}

function moduleOf(definition: WidgetDefinition<never> | WidgetDefinition<{ name: string }>): WidgetModule {
  return { default: definition as unknown as WidgetModule['default'] };
}

/**
 * Lets the runtime finish what it began: the tag observer's records (a microtask in happy-dom), then
 * every tag on its way (its code loading or its mount queued) until it is mounted or failed (its
 * record's `settled`), and the tags that start meanwhile (nested ones, added ones) too. Tags waiting
 * for their strategy or their parent, and those whose code the test holds back (`holding`), stay.
 */
async function flush(holding: readonly (Element | null)[] = []): Promise<void> {
  for (;;) {
    await flushMicrotasks();
    const going = [...app.registry.tags.values()].filter(
      (record) => (record.state.is === 'loading' || record.state.is === 'queued') && !holding.includes(record.element),
    );
    if (going.length === 0) return;
    await Promise.all(going.map((record) => record.settled));
  }
}

let app: Application;
let errors: ReturnType<typeof vi.spyOn>;

function start(registry: Registry): Application {
  setConfig({ cssUrl: '/dist/vitrina.css' });
  const strategies = Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name, entry.hydrate]));
  app = createApplication(strategies, async (name) => {
    const entry = registry[name];
    if (!entry) throw new Error(`the runtime asked for "${name}", which is not in the registry`);
    return entry.load();
  });
  app.start();
  return app;
}

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  app?.stop();
  errors.mockRestore();
});

/** The `vitrina:widget-error` events of this test, as `name:reason`, each cancelled (the page reports them its own way). */
function seenWidgetErrors(): string[] {
  const seen: string[] = [];
  const handle = (event: CustomEvent<{ name: string; reason: string }>): void => {
    seen.push(`${event.detail.name}:${event.detail.reason}`);
    event.preventDefault();
  };
  document.addEventListener('vitrina:widget-error', handle);
  onTestFinished(() => document.removeEventListener('vitrina:widget-error', handle));
  return seen;
}

describe('Application', () => {
  it('mounts every tag with its parsed props and marks it mounted', async () => {
    document.body.innerHTML = `
      <div id="a" data-widget="greeter" data-props='{"name":"Анна"}'>fallback</div>
      <div id="b" data-widget="greeter"><script type="application/json">{"name":"Борис"}</script></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    expect(document.getElementById('a')?.getAttribute('data-widget-state')).toBe('pending');
    await flush();
    expect(document.getElementById('a')?.textContent).toBe('Привет, Анна');
    expect(document.getElementById('b')?.textContent).toBe('Привет, Борис');
    expect(document.getElementById('a')?.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('keeps the server content and names widget, element and path when props are invalid', async () => {
    document.body.innerHTML = `<div id="bad" data-widget="greeter" data-props='{"name":""}'>Серверный текст</div>
      <div id="good" data-widget="greeter" data-props='{"name":"Вера"}'></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    const bad = document.getElementById('bad');
    expect(bad?.getAttribute('data-widget-state')).toBe('error');
    expect(bad?.textContent).toBe('Серверный текст');
    expect(document.getElementById('good')?.textContent).toBe('Привет, Вера');
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    const [message, element] = errors.mock.calls[0] as [string, Element];
    expect(message).toContain('greeter');
    expect(message).toContain('"name"');
    expect(element).toBe(bad);
  });

  it('reports invalid JSON in data-props', async () => {
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{name: 1}'>Текст</div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('error');
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toMatch(/greeter: invalid JSON in data-props/));
  });

  it('lists the known widgets when a tag names an unknown one', async () => {
    document.body.innerHTML = `<div id="x" data-widget="mini-baskte"></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) }, other: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('error');
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toContain('unknown widget "mini-baskte". Known widgets: greeter, other'));
  });

  it('mounts a parent before the widgets nested in it', async () => {
    const log: string[] = [];
    let releaseParent = (): void => {};
    const parentLoaded = new Promise<void>((resolve) => (releaseParent = resolve));
    const parent: WidgetDefinition<Record<string, never>> = {
      props: v.object({}),
      mount() {
        log.push('mount parent');
        return () => {};
      },
    };
    document.body.innerHTML = `<section data-widget="parent"><div data-widget="greeter" data-props='{"name":"child"}'></div></section>`;
    start({
      parent: { hydrate: 'load', load: async () => { await parentLoaded; return moduleOf(parent as unknown as WidgetDefinition<never>); } },
      greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) },
    });
    // The parent's code is held back: the child waits for it, its own code here already.
    await flush([document.querySelector('[data-widget=parent]')]);
    expect(log).toEqual([]);
    releaseParent();
    await flush();
    expect(log).toEqual(['mount parent', 'mount child']);
  });

  it('asks for the code of tags nested in a parent that is loading, and mounts them in the task the parent mounts in', async () => {
    const log: string[] = [];
    const asked: string[] = [];
    const headerCode = deferred<WidgetModule>();
    const level = (name: string): WidgetModule =>
      moduleOf({
        props: v.object({}),
        mount() {
          log.push(`mount ${name}`);
          return () => {};
        },
      } as unknown as WidgetDefinition<never>);
    document.body.innerHTML = `<header data-widget="header"><nav data-widget="menu"><div data-widget="greeter" data-props='{"name":"count"}'></div></nav></header>`;
    start({
      header: { hydrate: 'load', load: () => (asked.push('header'), headerCode.promise) },
      menu: { hydrate: 'load', load: async () => (asked.push('menu'), level('menu')) },
      greeter: { hydrate: 'load', load: async () => (asked.push('greeter'), moduleOf(greeter(log))) },
    });
    await vi.waitFor(() => expect(asked).toEqual(['header', 'menu', 'greeter']));
    await Promise.all([app.registry.load('menu'), app.registry.load('greeter')]);
    expect(log).toEqual([]);
    headerCode.resolve(level('header'));
    // No task in between: the three levels are one change for the page, laid out and painted once.
    await flushMicrotasks();
    expect(log).toEqual(['mount header', 'mount menu', 'mount count']);
  });

  it('asks for nothing nested in a parent that waits for the shopper', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="menu" data-widget="menu" data-props='{"name":"Меню"}'><div id="count" data-widget="greeter" data-props='{"name":"Счётчик"}'></div></div>`;
    start({ menu: { hydrate: 'intent', load: async () => moduleOf(greeter()) }, greeter: { hydrate: 'load', load } });
    await flush();
    await flushMicrotasks();
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById('count')?.getAttribute('data-widget-state')).toBe('pending');
  });

  it('mounts tags added later and unmounts removed ones', async () => {
    const log: string[] = [];
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) } });
    const tag = document.createElement('div');
    tag.setAttribute('data-widget', 'greeter');
    tag.setAttribute('data-props', '{"name":"Новый"}');
    tag.textContent = 'Загрузка';
    document.body.append(tag);
    await flush();
    expect(tag.textContent).toBe('Привет, Новый');
    tag.remove();
    await flush();
    expect(log).toEqual(['mount Новый', 'unmount Новый']);
    expect(tag.hasAttribute('data-widget-state')).toBe(false);
  });

  it('does not load the code of an interaction widget until the shopper reaches it', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-hydrate="interaction" data-props='{"name":"Ира"}'><button>Открыть</button></div>`;
    start({ greeter: { hydrate: 'load', load } });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('pending');
    document.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('x')?.textContent).toBe('Привет, Ира');
  });

  it('never loads a widget whose tag is removed before its strategy fires', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-hydrate="interaction" data-props='{"name":"Ира"}'></div>`;
    start({ greeter: { hydrate: 'load', load } });
    document.getElementById('x')?.remove();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a tag pending while its widget waits to be ready (its `ready`), and mounts it once it is', async () => {
    let beReady = (): void => {};
    const waiting = new Promise<void>((resolve) => (beReady = resolve));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'>Серверный текст</div>
      <div id="y" data-widget="greeter" data-props='{"name":"Ян"}'></div>`;
    const waitsForX = { ...greeter(), ready: (element: HTMLElement) => (element.id === 'x' ? waiting : undefined) };
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(waitsForX) } });
    const x = document.getElementById('x');
    // The other tag of the widget mounts from the same queue: x had its turn and is still waiting.
    await flush([x]);
    expect(document.getElementById('y')?.textContent).toBe('Привет, Ян');
    expect(x?.getAttribute('data-widget-state')).toBe('pending');
    expect(x?.textContent).toBe('Серверный текст');
    beReady();
    await flush();
    expect(x?.getAttribute('data-widget-state')).toBe('mounted');
    expect(x?.textContent).toBe('Привет, Ира');
  });

  it('never mounts a widget whose tag is removed while the widget waits to be ready', async () => {
    let beReady = (): void => {};
    const waiting = new Promise<void>((resolve) => (beReady = resolve));
    const log: string[] = [];
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf({ ...greeter(log), ready: () => waiting }) } });
    const x = document.getElementById('x');
    await vi.waitFor(() => expect(x && app.registry.tags.get(x)?.state.is).toBe('queued'));
    x?.remove();
    beReady();
    await flush();
    expect(log).toEqual([]);
  });

  it('fails a tag as a load does when what its widget waited for fails, keeping the content', async () => {
    usePageClock();
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'>Серверный текст</div>`;
    const seen = seenWidgetErrors();
    const viewNotHere = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    start({ greeter: { hydrate: 'load', load: async () => moduleOf({ ...greeter(), ready: viewNotHere }) } });
    await onThePageClock(() => expect(seen).toEqual(['greeter:load']));
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('x')?.textContent).toBe('Серверный текст');
  });

  it('warns about an unknown data-hydrate value and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-hydrate="soon" data-props='{"name":"Ия"}'></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    await vi.waitFor(() => expect(String(warn.mock.calls[0]?.[0])).toContain('data-hydrate="soon" is not one of load, idle, visible, intent, interaction, folded, scroll, cards, consent; using "load"'));
    expect(document.getElementById('x')?.textContent).toBe('Привет, Ия');
    warn.mockRestore();
  });

  it('retries a chunk once, then fires a cancelable vitrina:widget-error and keeps the content', async () => {
    usePageClock();
    const load = vi.fn(async (): Promise<WidgetModule> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"А"}'>Серверная карточка</div>`;
    const seen = seenWidgetErrors();
    start({ greeter: { hydrate: 'load', load } });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    await onThePageClock(() => expect(seen).toEqual(['greeter:load']));
    expect(errors).not.toHaveBeenCalled();
    expect(document.getElementById('x')?.textContent).toBe('Серверная карточка');
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('error');
  });

  it("fails the tag when the retry resolves without a definition (WebKit re-imports a chunk that threw as empty)", async () => {
    usePageClock();
    // WebKit rejects the first import() of a chunk whose top level throws, and resolves the second one
    // with a namespace whose exports are all undefined (Chromium and Firefox reject again).
    const load = vi
      .fn<() => Promise<WidgetModule>>()
      .mockRejectedValueOnce(new TypeError('undefined is not a function'))
      .mockResolvedValueOnce({ default: undefined } as unknown as WidgetModule);
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"А"}'>Серверная карточка</div>`;
    const seen = seenWidgetErrors();
    start({ greeter: { hydrate: 'load', load } });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    await onThePageClock(() => expect(seen).toEqual(['greeter:load']));
    expect(document.getElementById('x')?.textContent).toBe('Серверная карточка');
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('error');
  });

  it('fetches the code of a widget once for all its tags and mounts them all', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = Array.from({ length: 40 }, (_, i) => `<div data-widget="greeter" data-props='{"name":"№${i}"}'></div>`).join('');
    start({ greeter: { hydrate: 'load', load } });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const texts = Array.from(document.querySelectorAll('[data-widget]'), (el) => el.textContent);
    expect(texts).toEqual(Array.from({ length: 40 }, (_, i) => `Привет, №${i}`));
    expect(document.querySelectorAll('[data-widget-state=mounted]')).toHaveLength(40);
  });

  it('tries a failed chunk again for a tag added after the failure', async () => {
    let online = false;
    const load = vi.fn(async (): Promise<WidgetModule> => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return moduleOf(greeter());
    });
    document.body.innerHTML = `<div id="first" data-widget="greeter" data-props='{"name":"А"}'>Серверная карточка</div>`;
    start({ greeter: { hydrate: 'load', load } });
    await flush();
    expect(document.getElementById('first')?.getAttribute('data-widget-state')).toBe('error');
    online = true;
    document.body.insertAdjacentHTML('beforeend', `<div id="later" data-widget="greeter" data-props='{"name":"Вера"}'></div>`);
    await flush();
    expect(document.getElementById('later')?.textContent).toBe('Привет, Вера');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps mounting the others when one widget throws in mount', async () => {
    const broken: WidgetDefinition<Record<string, never>> = {
      props: v.object({}),
      mount() {
        throw new Error('boom');
      },
    };
    document.body.innerHTML = `<div id="b" data-widget="broken"></div><div id="g" data-widget="greeter" data-props='{"name":"Ок"}'></div>`;
    start({
      broken: { hydrate: 'load', load: async () => moduleOf(broken as unknown as WidgetDefinition<never>) },
      greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) },
    });
    await flush();
    expect(document.getElementById('b')?.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('g')?.textContent).toBe('Привет, Ок');
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toContain('broken: it threw while mounting'));
  });

  it('renders an isolated widget inside a shadow root with the stylesheet', async () => {
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-isolate data-props='{"name":"Партнёр"}'></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    const shadow = document.getElementById('x')?.shadowRoot;
    expect(shadow?.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/dist/vitrina.css');
    expect(shadow?.querySelector('.vt-isolated')?.textContent).toBe('Привет, Партнёр');
  });

  it('unmount(root) and mount(root) take a region down and back up', async () => {
    const log: string[] = [];
    document.body.innerHTML = `<main id="area"><div data-widget="greeter" data-props='{"name":"Зона"}'></div></main>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) } });
    await flush();
    const area = document.getElementById('area') as HTMLElement;
    app.unmount(area);
    app.mount(area);
    await flush();
    expect(log).toEqual(['mount Зона', 'unmount Зона', 'mount Зона']);
  });

  it('loads an intent widget on the first pointer over a popup opener elsewhere on the page', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<a id="opener" href="/personal/" data-popup-open="auth">Войти</a><div id="x" data-widget="greeter" data-props='{"name":"Ира"}'></div>`;
    // The application listens for popup openers from listen(), which start() calls.
    start({ greeter: { hydrate: 'intent', load } });
    await flush();
    expect(load).not.toHaveBeenCalled();
    document.getElementById('opener')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('x')?.textContent).toBe('Привет, Ира');
  });

  it("leaves an intent tag with content of its own waiting when the shopper reaches for a popup opener: the popup is not its", async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<a id="opener" href="/personal/" data-popup-open="auth">Войти</a><div id="x" data-widget="greeter" data-props='{"name":"Ира"}'><script type="application/json">{}</script><a id="photo" href="/photo/1.jpg">Фото 1 из 3</a></div><div id="host" data-widget="greeter" data-props='{"name":"Оля"}'><script type="application/json">{}</script></div>`;
    start({ greeter: { hydrate: 'intent', load } });
    await flush();
    document.getElementById('opener')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(document.getElementById('host')?.textContent).toBe('Привет, Оля');
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('pending');
    document.getElementById('photo')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(document.getElementById('x')?.textContent).toBe('Привет, Ира'));
  });

  it('loads an intent widget on a sign inside it, and only that one', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="a" data-widget="greeter" data-props='{"name":"Аня"}'><button id="inner">Войти</button></div><div id="b" data-widget="greeter" data-props='{"name":"Боря"}'></div>`;
    start({ greeter: { hydrate: 'intent', load } });
    await flush();
    expect(load).not.toHaveBeenCalled();
    document.getElementById('inner')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(document.getElementById('a')?.textContent).toBe('Привет, Аня'));
    expect(document.getElementById('b')?.getAttribute('data-widget-state')).toBe('pending');
    document.getElementById('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('b')?.getAttribute('data-widget-state')).toBe('pending');
  });

  it('mounts an intent widget only once the press that reached for it has clicked: its fallback stays under the finger', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'><a id="thumb" href="/photo/2.jpg" aria-label="Фото 2 из 3">2</a></div>`;
    start({ greeter: { hydrate: 'intent', load } });
    await flush();
    const thumb = document.getElementById('thumb')!;
    thumb.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Its code is here; the tag waits, under the finger, for the press to end.
    await flush([document.getElementById('x')]);
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('pending');
    thumb.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    thumb.click();
    await vi.waitFor(() => expect(document.getElementById('x')?.textContent).toBe('Привет, Ира'));
  });

  it('loads an intent widget at once when the shopper is already inside it', async () => {
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'><input id="q"></div>`;
    (document.getElementById('q') as HTMLInputElement).focus();
    start({ greeter: { hydrate: 'intent', load } });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** A React widget that counts its clicks (state the shopper made) beside a label from its props. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label}: ${count}`);
}

describe('a folded widget (one button on a phone until the shopper wants it)', () => {
  /**
   * A greeter tag on a screen the phone query answers as `phone`, the runtime started and settled;
   * answers its loader, to count the loads.
   */
  async function foldedOn(phone: boolean) {
    const media = fakeQuery(phone);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      expect(query).toBe(FOLDED_MEDIA);
      return media.query as MediaQueryList;
    });
    onTestFinished(() => spy.mockRestore());
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'><button id="inner">Фильтр</button></div>`;
    start({ greeter: { hydrate: 'folded', load } });
    await flush();
    return load;
  }

  const state = (): string | null | undefined => document.getElementById('x')?.getAttribute('data-widget-state');

  async function scroll(): Promise<void> {
    window.dispatchEvent(new Event('scroll'));
    await flush();
  }

  it('mounts at load on a wide screen', async () => {
    await foldedOn(false);
    expect(document.getElementById('x')?.textContent).toBe('Привет, Ира');
  });

  it('waits on a phone until the page scrolls, then mounts once', async () => {
    const load = await foldedOn(true);
    expect(state()).toBe('pending');
    await scroll();
    expect(document.getElementById('x')?.textContent).toBe('Привет, Ира');
    await scroll();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts on a phone at the first sign of intent inside it, and a scroll later loads nothing more', async () => {
    const load = await foldedOn(true);
    // A whole press, as a tap makes it: the widget mounts once the press is over (not under the finger).
    const inner = document.getElementById('inner');
    inner?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    inner?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    inner?.click();
    await flush();
    expect(state()).toBe('mounted');
    await scroll();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a removed tag stops waiting: a scroll after loads nothing', async () => {
    const load = await foldedOn(true);
    document.getElementById('x')?.remove();
    await flush();
    await scroll();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a widget that acts on a scrolled page (the scroll strategy)', () => {
  async function scrollTagAt(scrolled: number) {
    Object.defineProperty(window, 'scrollY', { value: scrolled, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'></div>`;
    start({ greeter: { hydrate: 'scroll', load } });
    await flush();
    return load;
  }
  const text = (): string | null | undefined => document.getElementById('x')?.textContent;

  it('waits until the page scrolls, then mounts once', async () => {
    const load = await scrollTagAt(0);
    expect(document.getElementById('x')?.getAttribute('data-widget-state')).toBe('pending');
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(text()).toBe('Привет, Ира');
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts in the next frame on a page opened scrolled', async () => {
    await scrollTagAt(640);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await flush();
    expect(text()).toBe('Привет, Ира');
  });
});

describe('a widget that only asks for consent to cookies (the consent strategy)', () => {
  /** The browser's idle callbacks, run when the test says the browser is idle. */
  function idleBrowser(): () => void {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    return () => {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  }
  async function consentTag(stored: string | null) {
    if (stored === null) localStorage.removeItem(COOKIE_FLAG);
    else localStorage.setItem(COOKIE_FLAG, stored);
    onTestFinished(() => localStorage.removeItem(COOKIE_FLAG));
    const goIdle = idleBrowser();
    const load = vi.fn(async () => moduleOf(greeter()));
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Ира"}'></div>`;
    start({ greeter: { hydrate: 'consent', load } });
    await flush();
    const beforeIdle = load.mock.calls.length;
    goIdle();
    await flush();
    return { load, beforeIdle };
  }
  const state = (): string | null | undefined => document.getElementById('x')?.getAttribute('data-widget-state');

  it('mounts when the browser is idle for a shopper who has not answered', async () => {
    const { load, beforeIdle } = await consentTag(null);
    expect(beforeIdle).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state()).toBe('mounted');
  });

  it.each(['Y', 'N', ''])('never fetches its code once the flag is stored (%j: older templates wrote other values)', async (stored) => {
    const { load } = await consentTag(stored);
    expect(load).not.toHaveBeenCalled();
    expect(state()).toBe('pending');
  });
});

describe('a tag whose attributes change after it mounted', () => {
  it('re-renders the widget with a new data-props, keeping what the shopper did in it', async () => {
    document.body.innerHTML = `<div id="x" data-widget="counter" data-props='{"label":"Двери"}'></div>`;
    start({ counter: { hydrate: 'load', load: async () => moduleOf(reactWidget(Counter, v.object({ label: v.string() })) as unknown as WidgetDefinition<never>) } });
    await flush();
    const tag = document.getElementById('x') as HTMLElement;
    within(tag).getByRole('button', { name: 'Двери: 0' }).click();
    await vi.waitFor(() => within(tag).getByRole('button', { name: 'Двери: 1' }));
    tag.setAttribute('data-props', '{"label":"Панели"}');
    await vi.waitFor(() => within(tag).getByRole('button', { name: 'Панели: 1' }));
    expect(tag.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('mounts a widget without an update of its own again with the new props', async () => {
    const log: string[] = [];
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Анна"}'>Серверный текст</div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) } });
    await flush();
    document.getElementById('x')?.setAttribute('data-props', '{"name":"Борис"}');
    await vi.waitFor(() => expect(document.getElementById('x')?.textContent).toBe('Привет, Борис'));
    expect(log).toEqual(['mount Анна', 'unmount Анна', 'mount Борис']);
  });

  it('leaves the widget as it was when the new props are invalid, and reports them as a mount would', async () => {
    const seen: string[] = [];
    const listen = (event: CustomEvent<{ name: string; reason: string; message: string }>): void => void seen.push(`${event.detail.name}:${event.detail.reason}:${event.detail.message}`);
    document.addEventListener('vitrina:widget-error', listen);
    onTestFinished(() => document.removeEventListener('vitrina:widget-error', listen));
    const log: string[] = [];
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Анна"}'></div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) } });
    await flush();
    const tag = document.getElementById('x') as HTMLElement;
    tag.setAttribute('data-props', '{"name":""}');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatch(/^greeter:props:invalid props at "name"/);
    expect(tag.textContent).toBe('Привет, Анна');
    expect(tag.getAttribute('data-widget-state')).toBe('mounted');
    expect(log).toEqual(['mount Анна']);
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toContain('[vitrina] greeter: invalid props at "name"'));
  });

  it('tries a failed tag again with new props', async () => {
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":""}'>Серверный текст</div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter()) } });
    await flush();
    const tag = document.getElementById('x') as HTMLElement;
    expect(tag.getAttribute('data-widget-state')).toBe('error');
    tag.setAttribute('data-props', '{"name":"Вера"}');
    await vi.waitFor(() => expect(tag.textContent).toBe('Привет, Вера'));
    expect(tag.getAttribute('data-widget-state')).toBe('mounted');
  });

  it('unmounts the old widget and mounts the new one when data-widget changes', async () => {
    const log: string[] = [];
    const farewell: WidgetDefinition<{ name: string }> = {
      props: v.object({ name: v.string() }),
      mount(element, props) {
        log.push(`mount farewell ${props.name}`);
        element.textContent = `Пока, ${props.name}`;
        return () => log.push(`unmount farewell ${props.name}`);
      },
    };
    document.body.innerHTML = `<div id="x" data-widget="greeter" data-props='{"name":"Анна"}'>Серверный текст</div>`;
    start({ greeter: { hydrate: 'load', load: async () => moduleOf(greeter(log)) }, farewell: { hydrate: 'load', load: async () => moduleOf(farewell) } });
    await flush();
    const tag = document.getElementById('x') as HTMLElement;
    tag.setAttribute('data-widget', 'farewell');
    await vi.waitFor(() => expect(tag.textContent).toBe('Пока, Анна'));
    expect(log).toEqual(['mount Анна', 'unmount Анна', 'mount farewell Анна']);
    expect(tag.getAttribute('data-widget-state')).toBe('mounted');
  });
});

/** A widget whose 'В корзину' button counts its presses where the shopper sees them. */
function buyer(): WidgetDefinition<Record<string, never>> {
  return {
    props: v.optional(v.object({}), {}),
    mount(element) {
      element.innerHTML = '<button type="button">В корзину</button><output>0</output>';
      const output = element.querySelector('output') as HTMLOutputElement;
      element.querySelector('button')?.addEventListener('click', () => (output.textContent = String(Number(output.textContent) + 1)));
      return () => (element.innerHTML = '');
    },
  };
}

const FALLBACK_FORM = `<div id="card" data-widget="buyer"><form id="fallback" action="/basket/add/" method="post"><button id="fallback-button">В корзину</button></form></div>`;
/** The fallback of a tag that names no widget this bundle knows. */
const UNKNOWN_TAG_FORM = `<div id="other" data-widget="unknown-here"><form id="other-form"><button id="other-button">Отправить</button></form></div>`;

/** Puts the markup on the page and counts each form's submissions, kept from leaving the page. */
function countSubmits(markup: string): ReturnType<typeof vi.fn> {
  const submits = vi.fn((event: Event) => event.preventDefault());
  document.body.innerHTML = markup;
  document.querySelectorAll('form').forEach((form) => form.addEventListener('submit', submits));
  return submits;
}

describe('a press on a widget whose code is on its way', () => {
  it('is held (the form is not submitted), marks the tag busy and is replayed on the mounted widget', async () => {
    let arrive = (): void => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const submits = countSubmits(FALLBACK_FORM);
    start({ buyer: { hydrate: 'visible', load: async () => (await arrived, moduleOf(buyer() as unknown as WidgetDefinition<never>)) } });
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    expect(document.getElementById('card')?.getAttribute('aria-busy')).toBe('true');
    arrive();
    await flush();
    expect(document.querySelector('#card output')?.textContent).toBe('1');
    expect(document.getElementById('card')?.hasAttribute('aria-busy')).toBe(false);
    expect(submits).not.toHaveBeenCalled();
  });

  it('is held from the entry\'s first moment, before start() has found the tags, and replayed once mounted', async () => {
    const submits = countSubmits(`${FALLBACK_FORM}${UNKNOWN_TAG_FORM}`);
    setConfig({ cssUrl: '/dist/vitrina.css' });
    app = createApplication({ buyer: 'visible' }, async () => moduleOf(buyer() as unknown as WidgetDefinition<never>));
    app.listen();
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    expect(document.getElementById('card')?.getAttribute('aria-busy')).toBe('true');
    // A tag of no widget this bundle knows keeps its own action.
    (document.getElementById('other-button') as HTMLButtonElement).click();
    expect(submits).toHaveBeenCalledTimes(1);
    app.start();
    await flush();
    // Held, the 'visible' widget loads at once and takes the press.
    expect(document.querySelector('#card output')?.textContent).toBe('1');
    expect(document.getElementById('card')?.hasAttribute('aria-busy')).toBe(false);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('on a folded fallback\'s summary is held (the details stay closed) and replayed on the widget\'s button with its text', async () => {
    const toggler: WidgetDefinition<Record<string, never>> = {
      props: v.optional(v.object({}), {}),
      mount(element) {
        element.innerHTML = '<button type="button" aria-expanded="false">Фильтр</button>';
        const button = element.querySelector('button') as HTMLButtonElement;
        button.addEventListener('click', () => button.setAttribute('aria-expanded', 'true'));
        return () => (element.innerHTML = '');
      },
    };
    let arrive = (): void => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    document.body.innerHTML = `<div id="filter" data-widget="toggler"><details><summary>Фильтр</summary><form></form></details></div>`;
    start({ toggler: { hydrate: 'intent', load: async () => (await arrived, moduleOf(toggler as unknown as WidgetDefinition<never>)) } });
    (document.querySelector('summary') as HTMLElement).click();
    expect(document.querySelector('details')?.open).toBe(false);
    expect(document.getElementById('filter')?.getAttribute('aria-busy')).toBe('true');
    arrive();
    await flush();
    expect(document.querySelector('#filter button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('runs the fallback\'s own action when the code cannot load', async () => {
    let refuse = (): void => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const submits = countSubmits(FALLBACK_FORM);
    start({
      buyer: {
        hydrate: 'load',
        load: async (): Promise<WidgetModule> => {
          await refused;
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    });
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    refuse();
    await flush();
    expect(document.getElementById('card')?.getAttribute('data-widget-state')).toBe('error');
    expect(submits).toHaveBeenCalledTimes(1);
    expect(document.getElementById('card')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('is not held once the widget has failed: the fallback works as it would without the bundle', async () => {
    const submits = countSubmits(FALLBACK_FORM);
    start({ buyer: { hydrate: 'load', load: async (): Promise<WidgetModule> => Promise.reject(new TypeError('offline')) } });
    await flush();
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    expect(submits).toHaveBeenCalledTimes(1);
  });
});


/**
 * The module build's table of widgets comes with the core chunk, asked for when the runtime first
 * needs it: the entry does not carry the names. `table` is that fetch, held by the test.
 */
function lazyTable(widgets: Record<string, HydrationStrategy>): { table: () => Promise<Record<string, HydrationStrategy>>; asked: () => number; arrive: () => void; refuse: () => void } {
  let asked = 0;
  let settle: { arrive: () => void; refuse: () => void } = { arrive: () => {}, refuse: () => {} };
  const table = (): Promise<Record<string, HydrationStrategy>> => {
    asked += 1;
    return new Promise((resolve, reject) => (settle = { arrive: () => resolve(widgets), refuse: () => reject(new TypeError('Failed to fetch dynamically imported module')) }));
  };
  return { table, asked: () => asked, arrive: () => settle.arrive(), refuse: () => settle.refuse() };
}

describe('a table of widgets fetched when first needed (the module build)', () => {
  const loadBuyer = async (): Promise<WidgetModule> => moduleOf(buyer() as unknown as WidgetDefinition<never>);

  it('is not asked for on a page without widget tags', async () => {
    document.body.innerHTML = '<p>Текст без виджетов.</p>';
    const table = lazyTable({ buyer: 'load' });
    app = createApplication(table.table, loadBuyer);
    app.start();
    await flush();
    expect(table.asked()).toBe(0);
  });

  it('is asked for once for all the tags, which mount when it comes', async () => {
    document.body.innerHTML = `${FALLBACK_FORM}<div id="second" data-widget="buyer"></div>`;
    const table = lazyTable({ buyer: 'load' });
    const load = vi.fn(loadBuyer);
    app = createApplication(table.table, load);
    app.start();
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById('card')?.getAttribute('data-widget-state')).toBe('pending');
    table.arrive();
    await flush();
    expect(table.asked()).toBe(1);
    expect(document.querySelector('#card output')?.textContent).toBe('0');
    expect(document.querySelector('#second button')?.textContent).toBe('В корзину');
  });

  it('holds a press that comes before it: replayed on the widget, or let through when the name is unknown', async () => {
    const submits = countSubmits(`${FALLBACK_FORM}${UNKNOWN_TAG_FORM}`);
    const seen = seenWidgetErrors();
    const table = lazyTable({ buyer: 'visible' });
    app = createApplication(table.table, loadBuyer);
    app.listen();
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    (document.getElementById('other-button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    expect(document.getElementById('other')?.getAttribute('aria-busy')).toBe('true');
    table.arrive();
    await flush();
    expect(document.querySelector('#card output')?.textContent).toBe('1');
    expect(submits.mock.calls.map(([event]) => (event.target as HTMLElement).id)).toEqual(['other-form']);
    await vi.waitFor(() => expect(seen).toEqual(['unknown-here:unknown-widget']));
  });

  it('loads a widget waiting for intent at once when a popup was asked for before it came (the popup may be its own)', async () => {
    document.body.innerHTML = '<div id="popup-owner" data-widget="buyer"></div>';
    const table = lazyTable({ buyer: 'intent' });
    app = createApplication(table.table, loadBuyer);
    app.start();
    app.openPopup('auth');
    table.arrive();
    await flush();
    expect(document.querySelector('#popup-owner button')?.textContent).toBe('В корзину');
  });

  it('fails the tags as their code would when it cannot come, and is asked for again for a tag added later', async () => {
    usePageClock();
    const submits = countSubmits(FALLBACK_FORM);
    const seen = seenWidgetErrors();
    const table = lazyTable({ buyer: 'load' });
    app = createApplication(table.table, loadBuyer);
    app.start();
    (document.getElementById('fallback-button') as HTMLButtonElement).click();
    table.refuse();
    await flush();
    expect(document.getElementById('card')?.getAttribute('data-widget-state')).toBe('error');
    expect(submits).toHaveBeenCalledTimes(1);
    await onThePageClock(() => expect(seen).toEqual(['buyer:load']));
    document.body.insertAdjacentHTML('beforeend', '<div id="later" data-widget="buyer"></div>');
    await flush();
    expect(table.asked()).toBe(2);
    table.arrive();
    await flush();
    expect(document.querySelector('#later button')?.textContent).toBe('В корзину');
  });
});
