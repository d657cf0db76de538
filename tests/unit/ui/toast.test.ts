import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  escapeHtml,
  loadToasts,
  serverErrorText,
  toastError,
  toastHtml,
  toastServerError,
  toastSuccess,
} from '../../../shared/ui/toast';
import { EXCHANGE_SUCCESS } from '../../../shared/forms/messages';
import { sameOriginPath } from '../../../shared/url/same-origin';

describe('toast helpers', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });

  it('accepts only same-origin http(s) links', () => {
    const base = 'https://shop.example/catalog/doors/';
    expect(sameOriginPath('/basket/', base)).toBe('/basket/');
    expect(sameOriginPath('https://shop.example/personal/favorites/?x=1#top', base)).toBe('/personal/favorites/?x=1#top');
    expect(sameOriginPath('../', base)).toBe('/catalog/');
    expect(sameOriginPath('https://evil.example/basket/', base)).toBeNull();
    expect(sameOriginPath('//evil.example/', base)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', base)).toBeNull();
    expect(sameOriginPath('data:text/html,hi', base)).toBeNull();
    expect(sameOriginPath('http://shop.example/', base)).toBeNull(); // other scheme = other origin
  });

  it('builds the message from escaped text and an escaped link', () => {
    expect(toastHtml('<b>Товар</b>', { href: '/basket/', label: 'В "корзину"' })).toBe(
      '<span class="vt-toast__text">&lt;b&gt;Товар&lt;/b&gt;</span> <a class="vt-toast__link" href="/basket/">В &quot;корзину&quot;</a>',
    );
    expect(toastHtml('Текст', { href: 'javascript:alert(1)', label: 'x' })).toBe('<span class="vt-toast__text">Текст</span>');
  });

  it("prefixes server errors with 'Ошибка: '", () => {
    expect(serverErrorText('Товар закончился')).toBe('Ошибка: Товар закончился');
  });
});

// notyf removes a toast when its CSS animation ends; happy-dom runs no CSS, so we end them by hand.
function finishAnimations() {
  for (const el of Array.from(document.querySelectorAll('.notyf__toast'))) {
    el.dispatchEvent(new Event('animationend', { bubbles: true }));
  }
}
const toastsOnScreen = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.notyf__toast')).filter((el) => !el.classList.contains('notyf__toast--disappear'));

describe('toasts on the page', () => {
  // notyf is loaded with the first toast; once it is here, toasts show synchronously.
  beforeAll(() => loadToasts());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the text literally, never as markup', () => {
    toastSuccess('<img src=x onerror=alert(1)> готово');
    const [toast] = toastsOnScreen();
    expect(toast!.textContent).toBe('<img src=x onerror=alert(1)> готово');
    expect(toast!.querySelector('img')).toBeNull();
  });

  it('shows a same-origin link and drops a foreign one', () => {
    toastSuccess('Товар успешно добавлен в корзину!', { href: '/basket/', label: 'Перейти в корзину' });
    const link = screen.getByRole('link', { name: 'Перейти в корзину' });
    expect(link.getAttribute('href')).toBe('/basket/');
    toastSuccess('Товар успешно добавлен в избранное!', { href: 'https://evil.example/', label: 'Избранное' });
    expect(screen.queryAllByRole('link', { name: 'Избранное' })).toHaveLength(0);
  });

  it("shows server errors as 'Ошибка: ' + message", () => {
    toastServerError('Нет в наличии');
    expect(toastsOnScreen()[0]!.textContent).toBe('Ошибка: Нет в наличии');
  });

  it("shows a success message's title and text as the spec words them, nothing added", () => {
    toastSuccess(EXCHANGE_SUCCESS);
    const [toast] = toastsOnScreen();
    expect(within(toast!).getByText('Обмен').tagName).toBe('STRONG');
    expect(within(toast!).getByText('Каталог успешно обновлен!').textContent).toBe('Каталог успешно обновлен!');
    expect(toast!.textContent).not.toMatch(/Обмен[.:]/);
    vi.advanceTimersByTime(100);
    // Title and text are separate lines for the screen reader too.
    expect(Array.from(screen.getByRole('status', { hidden: true }).children).map((line) => line.textContent)).toEqual(['Обмен', 'Каталог успешно обновлен!']);
  });

  it('a new toast hides the ones on screen', () => {
    toastSuccess('Первый');
    toastError('Второй');
    expect(toastsOnScreen().map((toast) => toast.textContent)).toEqual(['Второй']);
    finishAnimations();
    expect(document.querySelectorAll('.notyf__toast')).toHaveLength(1);
  });

  it('disappears after 3 s', () => {
    toastSuccess('Готово');
    vi.advanceTimersByTime(2999);
    expect(toastsOnScreen()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsOnScreen()).toHaveLength(0);
  });

  it('can be closed with a labelled button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    toastError('Не удалось');
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(toastsOnScreen()).toHaveLength(0);
  });

  it('is announced to screen readers as plain text in a polite status region', () => {
    toastSuccess('Товар успешно добавлен в корзину!', { href: '/basket/', label: 'Перейти в корзину' });
    vi.advanceTimersByTime(100);
    const status = screen.getByRole('status', { hidden: true });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Товар успешно добавлен в корзину! Перейти в корзину');
    // one announcer only (notyf's own one would read the markup)
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});

describe('the first toast of a page', () => {
  it('loads notyf on demand and then shows the toast', async () => {
    vi.resetModules();
    const fresh = await import('../../../shared/ui/toast');
    document.body.innerHTML = '';
    fresh.toastSuccess('Товар успешно добавлен в корзину!');
    await vi.waitFor(() => expect(document.querySelector('.notyf__toast')?.textContent).toContain('Товар успешно добавлен в корзину!'));
  });
});
