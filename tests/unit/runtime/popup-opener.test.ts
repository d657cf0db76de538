import { afterEach, describe, expect, it } from 'vitest';
import { listenForPopupOpeners, openNextPagePopup, openPopupOnNextPage } from '../../../shared/runtime/popup-opener';
import { closePopup, openPopupId } from '../../../shared/store/popups';

let stop = (): void => {};

afterEach(() => {
  stop();
  closePopup();
});

describe('data-popup-open', () => {
  it('opens the named popup from any CMS element, even a click on its child', async () => {
    stop = listenForPopupOpeners();
    document.body.innerHTML = `<a href="/personal/private/" data-popup-open="auth"><span id="inner">Войти</span></a>`;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('inner')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await expect.poll(() => openPopupId.value).toBe('auth');
  });

  it('leaves ordinary links alone', () => {
    stop = listenForPopupOpeners();
    document.body.innerHTML = `<a id="plain" href="/catalog/">Каталог</a>`;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(openPopupId.value).toBeNull();
  });

  it('opens on the next page the popup an earlier page asked for, once', async () => {
    openPopupOnNextPage('confirmation');
    openNextPagePopup();
    await expect.poll(() => openPopupId.value).toBe('confirmation');
    closePopup();
    openNextPagePopup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openPopupId.value).toBeNull();
  });
});
