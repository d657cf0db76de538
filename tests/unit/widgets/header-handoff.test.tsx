import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTyped } from '../../../widgets/search-bar/handoff';
import searchBar from '../../../widgets/search-bar/index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
    const host = document.createElement('div');
    host.innerHTML = CMS_FORM;
    document.body.append(host);
    const input = host.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'панель';
    input.setSelectionRange(3, 3);

    let unmount = (): void => {};
    await act(async () => {
      unmount = searchBar.mount(host, props);
    });
    const combobox = host.querySelector<HTMLInputElement>('input[role="combobox"]');
    expect(combobox).not.toBeNull();
    expect(input.isConnected).toBe(false);
    expect(combobox?.value).toBe('панель');
    expect(document.activeElement).toBe(combobox);
    expect([combobox?.selectionStart, combobox?.selectionEnd]).toEqual([3, 3]);
    act(() => unmount());
  });

  it('an input the shopper had not focused is replaced without taking the focus', async () => {
    const host = document.createElement('div');
    host.innerHTML = CMS_FORM;
    const elsewhere = document.createElement('button');
    document.body.append(host, elsewhere);
    (host.querySelector('input') as HTMLInputElement).value = 'дверь';
    elsewhere.focus();
    let unmount = (): void => {};
    await act(async () => {
      unmount = searchBar.mount(host, props);
    });
    expect(host.querySelector<HTMLInputElement>('input[role="combobox"]')?.value).toBe('дверь');
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
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy(), { timeout: 5000 });
    expect(document.querySelector('.vt-popup__title')?.textContent).toBe('Личный кабинет');
    act(() => {
      openPopupId.value = null;
      unmount();
    });
  });
});
