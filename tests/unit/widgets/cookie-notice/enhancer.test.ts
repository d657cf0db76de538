import { describe, expect, it } from 'vitest';
import cookieNotice from '../../../../widgets/cookie-notice/index';

/** The cookie notice's tag on a page that has loaded: shown at once with no delay, gone for good once closed. */

const NOTICE = '[role="region"][aria-label="Уведомление об использовании cookie"]';

function mountNotice(): () => void {
  document.body.innerHTML = '<div data-widget="cookie-notice"></div>';
  const tag = document.querySelector<HTMLElement>('[data-widget="cookie-notice"]')!;
  const unmount = cookieNotice.mount(tag, { policyUrl: '/policy/', delay: 0 });
  return typeof unmount === 'function' ? unmount : () => undefined;
}

describe('cookie notice enhancer', () => {
  it('the close control hides it and stores the flag, as accepting does: the next page shows none', () => {
    const first = mountNotice();
    const region = document.querySelector(NOTICE);
    expect(region).not.toBeNull();
    expect(region!.querySelector('a')!.textContent).toBe('политикой конфиденциальности');
    region!.querySelector<HTMLButtonElement>('button[aria-label="Закрыть уведомление о cookie"]')!.click();
    expect(document.querySelector(NOTICE)).toBeNull();
    expect(localStorage.getItem('showCookiePush')).not.toBeNull();
    first();

    const next = mountNotice();
    expect(document.querySelector(NOTICE)).toBeNull();
    next();
  });
});
