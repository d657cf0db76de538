import { afterEach, expect, it, vi } from 'vitest';
import { createApplication, type Application } from '../../../shared/runtime/application';

// The report chunk cannot come (the page is being left, or the network is gone): its import rejects.
vi.mock('../../../shared/runtime/report', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let app: Application | undefined;
afterEach(() => app?.stop());

it('keeps a failed tag marked failed, with no unhandled rejection, when the report chunk cannot come', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    document.body.innerHTML = '<div id="typo" data-widget="mini-baskte">Корзина</div>';
    app = createApplication({}, () => Promise.reject(new Error('not asked')));
    app.start();
    await vi.waitFor(() => expect(document.getElementById('typo')?.getAttribute('data-widget-state')).toBe('error'));
    // Rejections are tracked once a task ends: wait for the next task, then read.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(document.getElementById('typo')?.textContent).toBe('Корзина');
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
