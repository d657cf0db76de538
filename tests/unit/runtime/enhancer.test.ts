import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../../../shared/controller/scope';
import { defineEnhancer } from '../../../shared/runtime/enhancer';
import { mountTag } from '../../../shared/runtime/mount';
import { createRegistry, newRecord } from '../../../shared/runtime/tags';
import type { WidgetDefinition } from '../../../shared/runtime/types';

/**
 * An enhancer's mount gets a scope of its own per mounted tag, started; the tag's unmount disposes it,
 * so what the mount put on it (listeners, timers, the undo of its changes to the markup) ends there.
 */

const registry = createRegistry({}, () => Promise.reject(new Error('not asked')), () => import('../../../shared/runtime/hydration'));

/** A counter enhancer: each click on the tag counts; its undo takes the count off. */
function counter(scopes: Scope[], fail = false): WidgetDefinition<unknown> {
  return defineEnhancer({
    props: v.object({ step: v.number() }),
    mount(element, { step }, scope) {
      scopes.push(scope);
      let count = 0;
      scope.own(() => delete element.dataset.count);
      scope.listen(element, 'click', () => {
        count += step;
        element.dataset.count = String(count);
      });
      if (fail) throw new Error('the markup is not what it expects');
    },
  }) as WidgetDefinition<unknown>;
}

function tagWith(props: string): HTMLElement {
  document.body.innerHTML = `<button data-widget="counter" data-props='${props}'>Ещё</button>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  errors.mockRestore();
});

describe('an enhancer mounted by the runtime', () => {
  it('works in a live scope of its own, and its unmount ends everything the scope holds', async () => {
    const scopes: Scope[] = [];
    const element = tagWith('{"step":1}');
    const widget = mountTag(registry, newRecord(element, 'counter'), counter(scopes));
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('mounted'));
    expect(scopes).toHaveLength(1);
    expect(scopes[0]?.alive).toBe(true);
    element.click();
    element.click();
    expect(element.dataset.count).toBe('2');
    widget.unmount();
    expect(scopes[0]?.alive).toBe(false);
    expect(element.hasAttribute('data-count')).toBe(false);
    element.click();
    expect(element.hasAttribute('data-count')).toBe(false);
  });

  it('remounts with new props in a fresh scope, the old one ended', async () => {
    const scopes: Scope[] = [];
    const element = tagWith('{"step":1}');
    const widget = mountTag(registry, newRecord(element, 'counter'), counter(scopes));
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('mounted'));
    element.click();
    element.dataset.props = '{"step":5}';
    widget.update();
    expect(scopes).toHaveLength(2);
    expect(scopes[0]?.alive).toBe(false);
    expect(scopes[1]).not.toBe(scopes[0]);
    expect(scopes[1]?.alive).toBe(true);
    expect(element.hasAttribute('data-count')).toBe(false);
    element.click();
    expect(element.dataset.count).toBe('5');
    widget.unmount();
    expect(scopes[1]?.alive).toBe(false);
  });

  it('a mount that throws fails its tag, and what it began before the throw ends at once', async () => {
    const scopes: Scope[] = [];
    const element = tagWith('{"step":1}');
    mountTag(registry, newRecord(element, 'counter'), counter(scopes, true));
    await vi.waitFor(() => expect(element.getAttribute('data-widget-state')).toBe('error'));
    await vi.waitFor(() => expect(String(errors.mock.calls[0]?.[0])).toContain('counter'));
    expect(scopes[0]?.alive).toBe(false);
    element.click();
    expect(element.hasAttribute('data-count')).toBe(false);
  });

  it('mounted by hand (a test), answers the unmount as every widget does', () => {
    const scopes: Scope[] = [];
    const element = tagWith('{"step":2}');
    const unmount = counter(scopes).mount(element, { step: 2 });
    element.click();
    expect(element.dataset.count).toBe('2');
    unmount();
    unmount();
    expect(scopes[0]?.alive).toBe(false);
    expect(element.hasAttribute('data-count')).toBe(false);
  });
});
