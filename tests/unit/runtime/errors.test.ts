import * as v from 'valibot';
import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setConfig } from '../../../shared/config';
import { createApplication, type Application } from '../../../shared/runtime/application';
import type { WidgetErrorDetail } from '../../../shared/runtime/events';
import { reactWidget } from '../../../shared/runtime/react';
import type { HydrationStrategy, WidgetDefinition, WidgetModule } from '../../../shared/runtime/types';
import { onThePageClock, usePageClock } from './page-clock';

/**
 * Every way a tag can fail reaches the page the same way (shared/runtime/report.ts): the tag is marked
 * `data-widget-state="error"`, a cancelable `vitrina:widget-error` fires on it, and one console line
 * `[vitrina] <name>: <message>` names the element (and the error, when there is one). Each case runs
 * through the real runtime.
 */

const greeter: WidgetDefinition<{ name: string }> = {
  props: v.object({ name: v.pipe(v.string(), v.minLength(1)) }),
  mount(element, props) {
    element.textContent = `Привет, ${props.name}`;
    return () => {};
  },
};

const throwsOnMount: WidgetDefinition<Record<string, never>> = {
  props: v.optional(v.object({}), {}),
  mount() {
    throw new Error('сломался при монтировании');
  },
};

function Broken(): never {
  throw new Error('сломался при отрисовке');
}

/** A widget whose part, imported as it renders, cannot come (a page being left in Firefox, or no network). */
function PartNotHere(): never {
  throw new TypeError('error loading dynamically imported module: https://shop.example/dist/chunks/AuthForms.js');
}

const offline = async (): Promise<WidgetModule> => {
  throw new TypeError('Failed to fetch dynamically imported module');
};

const moduleOf = (definition: object): (() => Promise<WidgetModule>) => async () => ({ default: definition as WidgetModule['default'] });

interface FailureCase {
  kind: string;
  markup: string;
  widgets: Record<string, { hydrate: HydrationStrategy; load: () => Promise<WidgetModule> }>;
  /** What the shopper does before the tag loads (an intent widget waits for them). */
  act?: () => void;
  reason: WidgetErrorDetail['reason'];
  /** The console line, exactly. */
  line: string;
  /** Whether the line carries the thrown error after the element. */
  withError: boolean;
}

const cases: FailureCase[] = [
  {
    kind: 'an unknown widget name',
    markup: `<div id="tag" data-widget="mini-baskte">Корзина</div>`,
    widgets: { greeter: { hydrate: 'load', load: moduleOf(greeter) }, 'mini-basket': { hydrate: 'load', load: moduleOf(greeter) } },
    reason: 'unknown-widget',
    line: '[vitrina] mini-baskte: unknown widget "mini-baskte". Known widgets: greeter, mini-basket',
    withError: false,
  },
  {
    kind: 'a chunk that cannot load',
    markup: `<div id="tag" data-widget="greeter" data-props='{"name":"Анна"}'>Карточка</div>`,
    widgets: { greeter: { hydrate: 'load', load: offline } },
    reason: 'load',
    line: '[vitrina] greeter: its code could not be loaded (tried twice); the server-rendered content stays.',
    withError: true,
  },
  {
    kind: 'invalid props',
    markup: `<div id="tag" data-widget="greeter" data-props='{"name":""}'>Карточка</div>`,
    widgets: { greeter: { hydrate: 'load', load: moduleOf(greeter) } },
    reason: 'props',
    line: '[vitrina] greeter: invalid props at "name": Invalid length: Expected >=1 but received 0',
    withError: false,
  },
  {
    kind: 'a mount that throws',
    markup: `<div id="tag" data-widget="thrower">Карточка</div>`,
    widgets: { thrower: { hydrate: 'load', load: moduleOf(throwsOnMount) } },
    reason: 'mount',
    line: '[vitrina] thrower: it threw while mounting; the server-rendered content stays.',
    withError: true,
  },
  {
    kind: 'a React widget that throws while rendering',
    markup: `<div id="tag" data-widget="broken">Карточка</div>`,
    widgets: { broken: { hydrate: 'load', load: moduleOf(reactWidget(Broken, v.optional(v.object({}), {}))) } },
    reason: 'render',
    line: '[vitrina] broken: it failed while rendering.',
    withError: true,
  },
  {
    kind: 'a React widget whose part cannot come as it renders',
    markup: `<div id="tag" data-widget="lazy">Карточка</div>`,
    widgets: { lazy: { hydrate: 'load', load: moduleOf(reactWidget(PartNotHere, v.optional(v.object({}), {}))) } },
    reason: 'render',
    line: '[vitrina] lazy: it failed while rendering.',
    withError: true,
  },
  {
    kind: 'a widget loaded on intent whose code cannot load',
    markup: `<div id="tag" data-widget="auth"><button type="button">Войти</button></div>`,
    widgets: { auth: { hydrate: 'intent', load: offline } },
    act: () => document.querySelector('button')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
    reason: 'load',
    line: '[vitrina] auth: its code could not be loaded (tried twice); the server-rendered content stays.',
    withError: true,
  },
];

let app: Application | undefined;
let errors: MockInstance<typeof console.error>;
let heard: Array<{ target: EventTarget | null; cancelable: boolean; detail: WidgetErrorDetail }>;
let cancel: boolean;
const listen = (event: Event): void => {
  const { target, cancelable, detail } = event as CustomEvent<WidgetErrorDetail>;
  heard.push({ target, cancelable, detail });
  if (cancel) event.preventDefault();
};

beforeEach(() => {
  usePageClock();
  setConfig({ cssUrl: '/dist/vitrina.css' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  heard = [];
  cancel = false;
  document.addEventListener('vitrina:widget-error', listen);
});

afterEach(() => {
  app?.stop();
  app = undefined;
  document.removeEventListener('vitrina:widget-error', listen);
  errors.mockRestore();
});

/** Starts the runtime on the case's page; the case's act comes once the tag waits for its strategy, as a shopper's would. */
async function run(failure: FailureCase): Promise<HTMLElement> {
  document.body.innerHTML = failure.markup;
  const strategies = Object.fromEntries(Object.entries(failure.widgets).map(([name, entry]) => [name, entry.hydrate]));
  app = createApplication(strategies, async (name) => {
    const entry = failure.widgets[name];
    if (!entry) throw new Error(`the runtime asked for "${name}", which is not in the registry`);
    return entry.load();
  });
  app.start();
  const tag = document.getElementById('tag') as HTMLElement;
  if (failure.act) {
    // The tag shows 'pending' from the start; its record says when its strategy is armed.
    await vi.waitFor(() => expect(app?.registry.tags.get(tag)?.state.is).toBe('pending'));
    failure.act();
  }
  return tag;
}

describe('a failing tag', () => {
  it.each(cases)('$kind: marked, told with a cancelable event, one console line', async (failure) => {
    const tag = await run(failure);
    await onThePageClock(() => expect(heard).toHaveLength(1));
    await onThePageClock(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(tag.getAttribute('data-widget-state')).toBe('error');

    const { target, cancelable, detail } = heard[0] ?? { target: null, cancelable: false, detail: { name: '', reason: 'load', message: '' } };
    expect(target).toBe(tag);
    expect(cancelable).toBe(true);
    expect(detail.reason).toBe(failure.reason);
    expect(detail.name).toBe(tag.dataset.widget);

    const [line, element, ...rest] = errors.mock.calls[0] ?? [];
    expect(line).toBe(failure.line);
    expect(line).toBe(`[vitrina] ${detail.name}: ${detail.message}`);
    expect(element).toBe(tag);
    expect(rest).toEqual(failure.withError ? [detail.error] : []);
    if (failure.withError) expect(detail.error).toBeInstanceOf(Error);
  });

  it.each(cases)('$kind: no console line when the page cancels the event to report it its own way', async (failure) => {
    cancel = true;
    const tag = await run(failure);
    await onThePageClock(() => expect(heard).toHaveLength(1));
    await vi.waitFor(() => expect(tag.getAttribute('data-widget-state')).toBe('error'));
    // The render case shows its message only once the report is out: past it, nothing more comes.
    if (failure.reason === 'render') await vi.waitFor(() => expect(tag.querySelector('[role=alert]')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a React widget whose part cannot come as it renders', () => {
  it('shows its message at once, and is told once the page has stayed a while', async () => {
    const tag = await run(cases.find((failure) => failure.markup.includes('data-widget="lazy"'))!);
    await vi.waitFor(() => expect(within(tag).getByRole('alert').textContent).toBe('Не удалось показать этот блок. Обновите страницу.'));
    expect(heard).toEqual([]);
    await onThePageClock(() => expect(heard.map(({ detail }) => detail.reason)).toEqual(['render']));
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
