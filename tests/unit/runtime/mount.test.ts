import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountTag } from '../../../shared/runtime/mount';
import { createRegistry, newRecord } from '../../../shared/runtime/tags';
import type { WidgetDefinition } from '../../../shared/runtime/types';

/**
 * The mounting half of the runtime hands back the widget it queued or mounted (to take down, or to
 * give new props); the tag's state moves only through setState (tags.ts).
 */

const greeter: WidgetDefinition<{ name: string }> = {
  props: v.object({ name: v.string() }),
  mount(element, props) {
    const previous = element.innerHTML;
    element.textContent = `Привет, ${props.name}`;
    return () => (element.innerHTML = previous);
  },
};

/** A registry of the runtime whose loader is never asked: the tests hand mountTag the code themselves. */
const registry = createRegistry({}, () => Promise.reject(new Error('not asked')), () => import('../../../shared/runtime/hydration'));
const mount = (element: HTMLElement, definition: WidgetDefinition<unknown>, name: string) => mountTag(registry, newRecord(element, name), definition);

function tagWith(props: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="greeter" data-props='${props}'>Серверный текст</div>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  errors.mockRestore();
});

describe('mountTag', () => {
  it('answers the widget, which takes itself down', async () => {
    const element = tagWith('{"name":"Анна"}');
    const widget = mount(element, greeter as WidgetDefinition<unknown>, 'greeter');
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('mounted'));
    expect(element.textContent).toBe('Привет, Анна');
    widget.unmount();
    expect(element.textContent).toBe('Серверный текст');
  });

  it('mounts nothing when the widget is taken down while it still waits in the queue', async () => {
    document.body.innerHTML = `<div id="outer" data-widget="outer"></div><div id="inner" data-widget="greeter" data-props='{"name":"Анна"}'>Серверный текст</div>`;
    const inner = document.getElementById('inner') as HTMLElement;
    // Mounts queued while another widget mounts wait their turn: the outer one takes the inner down first.
    const outer: WidgetDefinition<unknown> = {
      props: v.unknown(),
      mount() {
        mount(inner, greeter as WidgetDefinition<unknown>, 'greeter').unmount();
        return () => {};
      },
    };
    mount(document.getElementById('outer') as HTMLElement, outer, 'outer');
    // A tag queued after them mounts once their turns are over: the inner one's included.
    const after = document.createElement('div');
    after.dataset.props = '{"name":"Вера"}';
    document.body.append(after);
    const later = newRecord(after, 'greeter');
    mountTag(registry, later, greeter as WidgetDefinition<unknown>);
    await later.settled;
    expect(after.textContent).toBe('Привет, Вера');
    expect(document.getElementById('outer')?.getAttribute('data-widget-state')).toBe('mounted');
    expect(inner.textContent).toBe('Серверный текст');
    expect(inner.hasAttribute('data-widget-state')).toBe(false);
  });

  it('fails the tag on invalid props and answers a widget that does nothing', async () => {
    const element = tagWith('{"name":1}');
    const widget = mount(element, greeter as WidgetDefinition<unknown>, 'greeter');
    expect(element.getAttribute('data-widget-state')).toBe('error');
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toContain('invalid props at "name"'));
    expect(() => widget.unmount()).not.toThrow();
    expect(element.textContent).toBe('Серверный текст');
  });
});
