import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApplication } from '../../../shared/runtime/application';
import { openNextPagePopup, openPopupById } from '../../../shared/runtime/popup-opener';
import { createRegistry } from '../../../shared/runtime/tags';
import { closePopup, openPopupId, openPopupOnNextPage } from '../../../shared/store/popups';

let stop = (): void => {};
/** The application's listeners with no widgets: the openers are heard from listen() on. */
function listenForOpeners(): () => void {
  const app = createApplication({}, () => Promise.reject(new Error('no widgets here')));
  app.listen();
  return app.stop;
}
/** The runtime's registry with no widgets: the openers need it for the tags waiting for intent. */
const registry = createRegistry({}, () => Promise.reject(new Error('no widgets here')), () => import('../../../shared/runtime/hydration'));

/**
 * An earlier page asked for the confirmation popup, and the application starts on a page still
 * loading (its load event is the test's to send), with its timers on the test's clock.
 */
function startWhileLoading(): ReturnType<typeof createApplication> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => void vi.useRealTimers());
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  onTestFinished(() => void Reflect.deleteProperty(document, 'readyState'));
  openPopupOnNextPage('confirmation');
  onTestFinished(() => sessionStorage.clear());
  const app = createApplication({}, () => Promise.reject(new Error('no widgets here')));
  app.start();
  stop = app.stop;
  return app;
}

afterEach(() => {
  stop();
  closePopup();
});

describe('data-popup-open', () => {
  it('opens the named popup from any CMS element, even a click on its child', async () => {
    stop = listenForOpeners();
    document.body.innerHTML = `<a href="/personal/private/" data-popup-open="auth"><span id="inner">Войти</span></a>`;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('inner')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await expect.poll(() => openPopupId.value).toBe('auth');
  });

  it('leaves ordinary links alone', () => {
    stop = listenForOpeners();
    document.body.innerHTML = `<a id="plain" href="/catalog/">Каталог</a>`;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(openPopupId.value).toBeNull();
  });

  it('opens on the next page the popup an earlier page asked for, once', async () => {
    openPopupOnNextPage('confirmation');
    openNextPagePopup(registry);
    await expect.poll(() => openPopupId.value).toBe('confirmation');
    closePopup();
    const opened: (string | null)[] = [];
    onTestFinished(openPopupId.subscribe((id) => void opened.push(id)));
    openNextPagePopup(registry);
    // A popup opened after it by the same road (the popups store, loaded on demand) shows that road is
    // clear: had the request still been there, its popup would have opened first.
    openPopupById(registry, 'auth', null);
    await expect.poll(() => openPopupId.value).toBe('auth');
    expect(opened).toEqual([null, 'auth']);
  });

  it("reads the request only once the page has loaded: the tab's storage is slow to reach while the page's files come", async () => {
    startWhileLoading();
    await vi.advanceTimersByTimeAsync(1000);
    expect(openPopupId.value).toBeNull();
    expect(sessionStorage.length).toBe(1);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    await expect.poll(() => openPopupId.value).toBe('confirmation');
    expect(sessionStorage.length).toBe(0);
  });

  it('opens nothing once the application has stopped before the page loaded', async () => {
    const app = startWhileLoading();
    app.stop();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(openPopupId.value).toBeNull();
    expect(sessionStorage.length).toBe(1);
  });
});
