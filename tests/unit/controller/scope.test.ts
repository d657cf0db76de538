import { signal } from '@preact/signals-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineController, readOnly } from '../../../shared/controller/controller';
import { createScope } from '../../../shared/controller/scope';
import { fakeClock } from '../fake-clock';

describe('a controller scope', () => {
  it('is alive only between start and dispose, and its signal aborts at the end', () => {
    const scope = createScope();
    expect(scope.alive).toBe(false);
    expect(scope.signal.aborted).toBe(true);
    scope.start();
    const life = scope.signal;
    expect(scope.alive).toBe(true);
    expect(life.aborted).toBe(false);
    scope.dispose();
    expect(scope.alive).toBe(false);
    expect(life.aborted).toBe(true);
  });

  it('ends what it owns, the latest first, once', () => {
    const scope = createScope();
    scope.start();
    const ended: string[] = [];
    scope.own(() => ended.push('first'));
    const early = scope.own(() => ended.push('early'));
    scope.own(() => ended.push('last'));
    early();
    early();
    scope.dispose();
    scope.dispose();
    expect(ended).toEqual(['early', 'last', 'first']);
  });

  it('cancels its timers on dispose, and a timer that ran is not cancelled again', () => {
    const clock = fakeClock();
    const scope = createScope(clock.later);
    scope.start();
    const ran: number[] = [];
    scope.later(() => ran.push(1), 100);
    scope.later(() => ran.push(2), 300);
    clock.advance(100);
    expect(ran).toEqual([1]);
    scope.dispose();
    expect(clock.pending()).toBe(0);
    clock.advance(500);
    expect(ran).toEqual([1]);
  });

  it('stops its effects and page listeners on dispose', () => {
    const scope = createScope();
    scope.start();
    const count = signal(0);
    const seen: number[] = [];
    scope.effect(() => {
      seen.push(count.value);
    });
    const target = new EventTarget();
    let heard = 0;
    scope.listen(target, 'ping', () => (heard += 1));
    count.value = 1;
    target.dispatchEvent(new Event('ping'));
    scope.dispose();
    count.value = 2;
    target.dispatchEvent(new Event('ping'));
    expect(seen).toEqual([0, 1]);
    expect(heard).toBe(1);
  });

  it("types a listener's event by its target and type, and still takes an event of its own", () => {
    const scope = createScope();
    scope.start();
    const field = document.createElement('input');
    const keys: string[] = [];
    scope.listen(field, 'keydown', (event) => {
      expectTypeOf(event).toEqualTypeOf<KeyboardEvent>();
      keys.push(event.key);
    });
    scope.listen(document, 'visibilitychange', (event) => expectTypeOf(event).toEqualTypeOf<Event>());
    scope.listen(window, 'storage', (event) => expectTypeOf(event).toEqualTypeOf<StorageEvent>());
    scope.listen(matchMedia('(min-width: 768px)'), 'change', (event) => expectTypeOf(event).toEqualTypeOf<MediaQueryListEvent>());
    let told = '';
    scope.listen<CustomEvent<string>>(document, 'vitrina:said', (event) => (told = event.detail));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    document.dispatchEvent(new CustomEvent('vitrina:said', { detail: 'да' }));
    scope.dispose();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    document.dispatchEvent(new CustomEvent('vitrina:said', { detail: 'нет' }));
    expect(keys).toEqual(['Enter']);
    expect(told).toBe('да');
  });

  it('starts a fresh life after a dispose', () => {
    const scope = createScope();
    scope.start();
    const first = scope.signal;
    scope.dispose();
    scope.start();
    expect(scope.alive).toBe(true);
    expect(first.aborted).toBe(true);
    expect(scope.signal.aborted).toBe(false);
  });
});

describe('defineController', () => {
  it('begins once per life and ends with its scope', () => {
    const scope = createScope();
    let begun = 0;
    const controller = defineController(scope, { value: readOnly(signal(1)) }, () => {
      begun += 1;
      scope.own(() => (begun -= 1));
    });
    controller.start();
    controller.start();
    expect(begun).toBe(1);
    controller.dispose();
    expect(begun).toBe(0);
    expect(controller.value.value).toBe(1);
  });
});
