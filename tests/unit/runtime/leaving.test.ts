import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { WidgetErrorDetail, WidgetErrorReason } from '../../../shared/runtime/events';
import { LEAVING_GRACE_MS, report } from '../../../shared/runtime/report';
import { newRecord, type TagRecord } from '../../../shared/runtime/tags';
import { fakeClock } from '../fake-clock';

/**
 * Firefox and Safari stop a page's pending loads as the shopper leaves it, and the widget code still
 * loading then fails: such a failure is told only if the page is still there a while later.
 */

let errors: MockInstance<typeof console.error>;
let heard: WidgetErrorDetail[];
const listen = (event: Event): void => void heard.push((event as CustomEvent<WidgetErrorDetail>).detail);

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  heard = [];
  document.addEventListener('vitrina:widget-error', listen);
});

afterEach(() => {
  document.removeEventListener('vitrina:widget-error', listen);
  errors.mockRestore();
});

function failedTag(reason: WidgetErrorReason, error?: unknown): TagRecord {
  document.body.innerHTML = '<div data-widget="auth-popup"><button type="button">Войти</button></div>';
  const record = newRecord(document.querySelector<HTMLElement>('[data-widget]')!, 'auth-popup');
  return Object.assign(record, { failure: { reason, detail: '', error } });
}

const stopped = (): TypeError => new TypeError('error loading dynamically imported module: https://shop.example/dist/chunks/AuthForms.js');

describe('a failure to load, as the page may be being left', () => {
  it('is told once the page has stayed a while', () => {
    const clock = fakeClock();
    report(failedTag('load', stopped()), ['auth-popup'], clock.later);
    clock.advance(LEAVING_GRACE_MS - 1);
    expect(heard).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    clock.advance(1);
    expect(heard.map((detail) => detail.reason)).toEqual(['load']);
    expect(String(errors.mock.calls[0]?.[0])).toBe('[vitrina] auth-popup: its code could not be loaded (tried twice); the server-rendered content stays.');
  });

  it('is not told when the page is left first', () => {
    const clock = fakeClock();
    report(failedTag('render', stopped()), ['auth-popup'], clock.later);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    clock.advance(LEAVING_GRACE_MS * 2);
    expect(heard).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves every other failure told at once', () => {
    const clock = fakeClock();
    report(failedTag('render', new Error('Cannot read properties of undefined')), ['auth-popup'], clock.later);
    report(failedTag('props', undefined), ['auth-popup'], clock.later);
    expect(heard.map((detail) => detail.reason)).toEqual(['render', 'props']);
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
