import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { mountTag, type TagMounting } from '../../../shared/runtime/mount';
import type { WidgetDefinition } from '../../../shared/runtime/types';

/**
 * The mounting half of the runtime hands back what undoes its work: the runtime's half (application.ts)
 * keeps that function, and neither half writes into a record the other reads.
 */

const greeter: WidgetDefinition<{ name: string }> = {
  props: v.object({ name: v.string() }),
  mount(element, props) {
    const previous = element.innerHTML;
    element.textContent = `Привет, ${props.name}`;
    return () => (element.innerHTML = previous);
  },
};

function tagWith(props: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="greeter" data-props='${props}'>Серверный текст</div>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}

function callbacks(): TagMounting & { settle: ReturnType<typeof vi.fn>; fail: ReturnType<typeof vi.fn> } {
  return Object.freeze({ name: 'greeter', settle: vi.fn(), fail: vi.fn() });
}

describe('mountTag', () => {
  it('answers the function that takes the mounted widget down', async () => {
    const element = tagWith('{"name":"Анна"}');
    const tag = callbacks();
    const unmount = mountTag(element, greeter as WidgetDefinition<unknown>, tag);
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('mounted'));
    expect(element.textContent).toBe('Привет, Анна');
    expect(tag.settle).toHaveBeenCalledTimes(1);
    unmount();
    expect(element.textContent).toBe('Серверный текст');
  });

  it('mounts nothing when that function runs while the widget still waits in the queue', async () => {
    document.body.innerHTML = `<div id="outer" data-widget="outer"></div><div id="inner" data-widget="greeter" data-props='{"name":"Анна"}'>Серверный текст</div>`;
    const inner = document.getElementById('inner') as HTMLElement;
    // Mounts queued while another widget mounts wait their turn: the outer one takes the inner down first.
    const outer: WidgetDefinition<unknown> = {
      props: v.unknown(),
      mount() {
        mountTag(inner, greeter as WidgetDefinition<unknown>, callbacks())();
        return () => {};
      },
    };
    mountTag(document.getElementById('outer') as HTMLElement, outer, callbacks());
    await vi.waitFor(() => expect(document.getElementById('outer')?.getAttribute('data-widget-state')).toBe('mounted'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.textContent).toBe('Серверный текст');
    expect(inner.hasAttribute('data-widget-state')).toBe(false);
  });

  it('reports invalid props through the runtime and answers a function that does nothing', () => {
    const element = tagWith('{"name":1}');
    const tag = callbacks();
    const unmount = mountTag(element, greeter as WidgetDefinition<unknown>, tag);
    expect(tag.fail).toHaveBeenCalledWith('props', expect.stringContaining('invalid props at "name"'));
    expect(() => unmount()).not.toThrow();
    expect(element.textContent).toBe('Серверный текст');
  });
});
