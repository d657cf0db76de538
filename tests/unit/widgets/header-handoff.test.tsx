import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTyped } from '../../../widgets/search-bar/handoff';
import searchBar from '../../../widgets/search-bar/index';

const CMS_FORM = `<form role="search" aria-label="Поиск по сайту" action="/search/" method="get">
  <input id="cms-q" type="search" name="q" placeholder="Поиск"><button type="submit" name="s" value="Поиск">Найти</button>
</form>`;

const props = { action: '/search/', placeholder: 'Поиск', label: 'Поиск по сайту', query: '' };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: { valid_query: '', suggestions: [] } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('search-bar handoff', () => {
  it('reads the typed text, caret and focus of the CMS input, or the props query without one', () => {
    document.body.innerHTML = CMS_FORM;
    const input = document.getElementById('cms-q') as HTMLInputElement;
    input.value = 'маятник';
    input.focus();
    input.setSelectionRange(2, 4);
    expect(readTyped(input, '', document.activeElement)).toMatchObject({ value: 'маятник', focused: true, selectionStart: 2, selectionEnd: 4 });
    input.blur();
    expect(readTyped(input, '', document.activeElement).focused).toBe(false);
    expect(readTyped(null, 'дверь', document.activeElement)).toEqual({ value: 'дверь', focused: false, selectionStart: 5, selectionEnd: 5, direction: 'none' });
  });

  it('the combobox takes over with the text, the focus and the caret of the CMS input', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    host.innerHTML = CMS_FORM;
    document.body.append(host);
    // The shopper types into the CMS form before the widget's code is here, then steps the caret back.
    const input = within(host).getByRole<HTMLInputElement>('searchbox');
    await user.type(input, 'панель');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');

    let unmount = (): void => {};
    await act(async () => {
      unmount = searchBar.mount(host, props);
    });
    const combobox = within(host).getByRole<HTMLInputElement>('combobox', { name: 'Поиск по сайту' });
    expect(input.isConnected).toBe(false);
    expect(combobox.value).toBe('панель');
    expect(document.activeElement).toBe(combobox);
    expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([3, 3]);
    act(() => unmount());
  });

  it('an input the shopper had not focused is replaced without taking the focus', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    host.innerHTML = CMS_FORM;
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'Каталог';
    document.body.append(host, elsewhere);
    await user.type(within(host).getByRole('searchbox'), 'дверь');
    await user.click(screen.getByRole('button', { name: 'Каталог' }));
    let unmount = (): void => {};
    await act(async () => {
      unmount = searchBar.mount(host, props);
    });
    expect(within(host).getByRole<HTMLInputElement>('combobox', { name: 'Поиск по сайту' }).value).toBe('дверь');
    expect(document.activeElement).toBe(elsewhere);
    act(() => unmount());
  });
});

describe('auth-popup', () => {
  it('opens the popup a click on an opener asked for before its code was here', async () => {
    const { openPopupId } = await import('../../../shared/store/popups');
    const authPopup = (await import('../../../widgets/auth-popup/index')).default;
    openPopupId.value = 'auth';
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = (): void => {};
    await act(async () => {
      unmount = authPopup.mount(host, { policyUrl: '/upload/policy.pdf', requireLogin: false });
    });
    expect(await screen.findByRole('dialog', { name: 'Личный кабинет' }, { timeout: 5000 })).toBeTruthy();
    act(() => {
      openPopupId.value = null;
      unmount();
    });
  });
});
