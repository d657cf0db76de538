import { within } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mountTag } from '../../../shared/runtime/mount';
import { ServerFallback, reactWidget } from '../../../shared/runtime/react';
import { createRegistry, newRecord } from '../../../shared/runtime/tags';
import type { WidgetDefinition } from '../../../shared/runtime/types';
import { flushMicrotasks } from '../async';

const nameProps = v.object({ name: v.string() });

function Greeting({ name }: { name: string }) {
  return <p>Привет, {name}</p>;
}

function Broken(): never {
  throw new Error('сломался при отрисовке');
}

/** Breaks on the click, as a widget whose data turned out wrong after an answer from the server. */
function BreaksLater({ name }: { name: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('сломался позже');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      {name}
    </button>
  );
}

function Loading() {
  return <ServerFallback />;
}

function tag(name: string, inner = ''): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

/** Mounts as the runtime does (its context reports a render failure through the tag's error path). */
const registry = createRegistry({}, () => Promise.reject(new Error('not asked')), () => import('../../../shared/runtime/hydration'));
function mountInRuntime<P extends object>(element: HTMLElement, definition: WidgetDefinition<P>, props: P): Promise<void> {
  element.dataset.props = JSON.stringify(props);
  const record = newRecord(element, element.dataset.widget ?? '');
  mountTag(registry, record, definition as unknown as WidgetDefinition<unknown>);
  return record.settled;
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  errors.mockRestore();
});

describe('reactWidget', () => {
  it('renders the view at once, so the tag shows the widget as soon as it is mounted', () => {
    const element = tag('greeting', '<p>Серверный текст</p>');
    const unmount = reactWidget(Greeting, nameProps).mount(element, { name: 'Анна' });
    expect(element.textContent).toBe('Привет, Анна');
    unmount();
    expect(element.textContent).toBe('');
  });

  it('shows a short message in place of a widget that throws while rendering, marks the tag and tells the page; its neighbour goes on', async () => {
    const broken = tag('broken');
    const neighbour = tag('greeting');
    const events: string[] = [];
    const listen = (event: Event) => events.push(`${(event as CustomEvent<{ name: string; reason: string }>).detail.name}: ${(event as CustomEvent<{ reason: string }>).detail.reason}`);
    document.addEventListener('vitrina:widget-error', listen);
    onTestFinished(() => document.removeEventListener('vitrina:widget-error', listen));

    mountInRuntime(broken, reactWidget(Broken, v.object({})), {});
    mountInRuntime(neighbour, reactWidget(Greeting, nameProps), { name: 'Вера' });

    expect((await within(broken).findByRole('alert')).textContent).toBe('Не удалось показать этот блок. Обновите страницу.');
    expect(broken.getAttribute('data-widget-state')).toBe('error');
    expect(events).toEqual(['broken: render']);
    // One line, the bundle's own, naming the widget: not React's report of the same error beside it.
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toBe('[vitrina] broken: it failed while rendering.');
    expect(neighbour.textContent).toBe('Привет, Вера');
  });

  it('shows the message when a mounted widget breaks later, on a shopper action', async () => {
    const element = tag('breaks-later');
    await mountInRuntime(element, reactWidget(BreaksLater, nameProps), { name: 'Нажми' });
    // A plain click, not user-event's: Testing Library runs user-event inside React's act(), which
    // rethrows the render error itself instead of leaving it to the widget's root, as a page would.
    within(element).getByRole('button', { name: 'Нажми' }).click();
    expect((await within(element).findByRole('alert')).textContent).toBe('Не удалось показать этот блок. Обновите страницу.');
    expect(element.getAttribute('data-widget-state')).toBe('error');
  });

  it('keeps quiet in the console when the page cancels the error event to report it its own way', async () => {
    const element = tag('broken');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('vitrina:widget-error', cancel);
    onTestFinished(() => document.removeEventListener('vitrina:widget-error', cancel));
    mountInRuntime(element, reactWidget(Broken, v.object({})), {});
    expect(await within(element).findByRole('alert')).toBeTruthy();
    expect(element.getAttribute('data-widget-state')).toBe('error');
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves a broken widget that was taken down before its message could show (no error from React)', async () => {
    const element = tag('broken');
    const unmount = reactWidget(Broken, v.object({})).mount(element, {});
    unmount();
    // The message follows the failure's report, already resolved without a runtime: let that chain run.
    await flushMicrotasks();
    expect(within(element).queryByRole('alert')).toBeNull();
    expect(errors.mock.calls.some((call: unknown[]) => String(call[0]).includes('unmounted root'))).toBe(false);
  });

  it('keeps showing the CMS content while a widget says it is still loading', () => {
    const element = tag('loading', '<ul><li>Дверь «Сканди»</li></ul>');
    reactWidget(Loading, v.object({})).mount(element, {});
    const fallback = element.querySelector('.vt-server-fallback');
    expect(fallback?.getAttribute('aria-busy')).toBe('true');
    expect(fallback?.textContent).toBe('Дверь «Сканди»');
  });
});
