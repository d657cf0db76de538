import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Popup, popupPhase, phaseDuration } from '../../../shared/ui/Popup';
import { trapTarget } from '../../../shared/ui/focus';
import { openPopup, openPopupId } from '../../../shared/store/popups';

describe('popupPhase', () => {
  it('follows opening -> opened -> closing -> closed', () => {
    expect(popupPhase('closed', 'open')).toBe('opening');
    expect(popupPhase('opening', 'timer')).toBe('opened');
    expect(popupPhase('opened', 'close')).toBe('closing');
    expect(popupPhase('closing', 'timer')).toBe('closed');
  });
  it('can be interrupted both ways', () => {
    expect(popupPhase('opening', 'close')).toBe('closing');
    expect(popupPhase('closing', 'open')).toBe('opening');
  });
  it('ignores events that do not apply', () => {
    expect(popupPhase('closed', 'close')).toBe('closed');
    expect(popupPhase('closed', 'timer')).toBe('closed');
    expect(popupPhase('opened', 'open')).toBe('opened');
    expect(popupPhase('opened', 'timer')).toBe('opened');
  });
  it('uses the spec timings: open delay 50 ms, close 300 ms', () => {
    expect(phaseDuration('opening')).toBe(50);
    expect(phaseDuration('closing')).toBe(300);
    expect(phaseDuration('opened')).toBeNull();
  });
});

describe('trapTarget', () => {
  const list = ['a', 'b', 'c'];
  it('wraps Tab from the last to the first and Shift+Tab from the first to the last', () => {
    expect(trapTarget(list, 'c', false)).toBe('a');
    expect(trapTarget(list, 'a', true)).toBe('c');
  });
  it('lets the browser move inside the list', () => {
    expect(trapTarget(list, 'a', false)).toBeNull();
    expect(trapTarget(list, 'c', true)).toBeNull();
  });
  it('brings focus back in from outside', () => {
    expect(trapTarget(list, 'zzz', false)).toBe('a');
    expect(trapTarget(list, null, true)).toBe('c');
  });
});

function Page({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <button type="button" onClick={() => openPopup('login')}>
        Войти в кабинет
      </button>
      <button type="button" onClick={() => openPopup('call')}>
        Позвонить
      </button>
      <Popup id="login" title="Вход" onClose={onClose}>
        <label>
          E-mail <input type="email" />
        </label>
        <button type="button">Войти</button>
        <button type="button" onClick={() => openPopup('call')}>
          Связаться с менеджером
        </button>
      </Popup>
      <Popup id="call" title="Связь с менеджером">
        <p>Скоро с вами свяжется менеджер.</p>
      </Popup>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Dialogs a screen reader can reach. A closing popup is inert, which takes it out of the
 * accessibility tree; Testing Library's role queries do not know inert, so it is left out here.
 */
const reachableDialogs = (name?: string) => screen.queryAllByRole('dialog', { name }).filter((dialog) => !dialog.closest('[inert]'));

/** Presses a key and tells whether the page took it over (prevented the browser's own move). */
async function pressTakenOver(user: ReturnType<typeof userEvent.setup>, keys: string): Promise<boolean> {
  let prevented = false;
  const note = (event: KeyboardEvent) => (prevented = event.defaultPrevented);
  window.addEventListener('keydown', note);
  try {
    await user.keyboard(keys);
  } finally {
    window.removeEventListener('keydown', note);
  }
  return prevented;
}

describe('<Popup>', () => {
  // Fake clock: the phases take 50 and 300 ms; user-event moves the clock as it acts.
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers();
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    act(() => {
      openPopupId.value = null;
    });
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  async function openLogin() {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Войти в кабинет' });
    await user.click(opener);
    return opener;
  }

  it('is not on the page until opened', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('popup-opened')).toBe(false);
  });

  it('opens as a labelled modal dialog with a close button, in the page body', async () => {
    await openLogin();
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeTruthy();
    expect(dialog.closest('.vt-popup')?.parentElement).toBe(document.body);
  });

  it('goes opening -> opened after the 50 ms delay and marks the body while open', async () => {
    await openLogin();
    const wrapper = screen.getByRole('dialog').closest('.vt-popup')!;
    expect(wrapper.classList.contains('vt-popup--opening')).toBe(true);
    expect(document.body.classList.contains('popup-opened')).toBe(true);
    expect(document.body.classList.contains('vt-popup-opened')).toBe(true);
    advance(49);
    expect(wrapper.classList.contains('vt-popup--opened')).toBe(false);
    advance(1);
    expect(wrapper.classList.contains('vt-popup--opened')).toBe(true);
  });

  it('moves focus to the first field on open', async () => {
    await openLogin();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    await openLogin();
    advance(50);
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'Связаться с менеджером' });
    act(() => last.focus());
    expect(await pressTakenOver(user, '{Tab}')).toBe(true);
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(last);
    // a move between inner controls is left to the browser
    act(() => close.focus());
    expect(await pressTakenOver(user, '{Tab}')).toBe(false);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it: 300 ms closing phase, then gone; focus returns to the opener', async () => {
    const opener = await openLogin();
    advance(50);
    await user.keyboard('{Escape}');
    const wrapper = document.querySelector('.vt-popup')!;
    expect(wrapper.classList.contains('vt-popup--closing')).toBe(true);
    expect(reachableDialogs()).toEqual([]); // inert while it fades out
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains('popup-opened')).toBe(true);
    advance(299);
    expect(document.querySelector('.vt-popup')).not.toBeNull();
    advance(1);
    expect(document.querySelector('.vt-popup')).toBeNull();
    expect(document.body.classList.contains('popup-opened')).toBe(false);
    expect(document.body.classList.contains('vt-popup-opened')).toBe(false);
  });

  it('the close button closes it', async () => {
    await openLogin();
    advance(50);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    advance(300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openPopupId.value).toBeNull();
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    await openLogin();
    advance(50);
    await user.click(screen.getByRole('dialog'));
    expect(openPopupId.value).toBe('login');
    // The backdrop is decoration (aria-hidden, no role): found by its class.
    await user.click(document.querySelector('.vt-popup__backdrop')!);
    expect(openPopupId.value).toBeNull();
  });

  it('calls onClose once per close', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Войти в кабинет' }));
    advance(50);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    advance(300);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opening another popup closes the current one; the body stays marked throughout', async () => {
    const opener = await openLogin();
    advance(50);
    await user.click(screen.getByRole('button', { name: 'Связаться с менеджером' }));
    expect(screen.getByRole('dialog', { name: 'Связь с менеджером' })).toBeTruthy();
    expect(reachableDialogs('Вход')).toEqual([]);
    advance(300);
    expect(document.querySelectorAll('.vt-popup')).toHaveLength(1);
    expect(document.body.classList.contains('popup-opened')).toBe(true);
    // nothing focusable in the content: focus goes to the close button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
    await user.keyboard('{Escape}');
    advance(300);
    expect(document.body.classList.contains('popup-opened')).toBe(false);
    // back to where the whole chain started
    expect(document.activeElement).toBe(opener);
  });

  it('any code can open it through the store', () => {
    render(<Page />);
    act(() => openPopup('call'));
    expect(screen.getByRole('dialog', { name: 'Связь с менеджером' })).toBeTruthy();
  });

  it('opens when it mounts after the store already asked for it (lazy widget)', () => {
    act(() => openPopup('call'));
    render(<Page />);
    expect(screen.getByRole('dialog', { name: 'Связь с менеджером' })).toBeTruthy();
    expect(document.body.classList.contains('popup-opened')).toBe(true);
  });

  it('a CMS element with data-popup-open opens it (runtime opener)', async () => {
    const { createApplication } = await import('../../../shared/runtime/application');
    const app = createApplication({}, () => Promise.reject(new Error('no widgets here')));
    app.listen();
    const stop = app.stop;
    try {
      render(<Page />);
      const link = document.body.appendChild(document.createElement('a'));
      link.href = '#call';
      link.dataset.popupOpen = 'call';
      link.textContent = 'Заказать звонок';
      await user.click(screen.getByRole('link', { name: 'Заказать звонок' }));
      expect(await screen.findByRole('dialog', { name: 'Связь с менеджером' })).toBeTruthy();
      expect(openPopupId.value).toBe('call');
    } finally {
      stop();
    }
  });

  it('focuses an element marked data-autofocus first', () => {
    function P() {
      const [v, setV] = useState('');
      return (
        <Popup id="code" title="Код">
          <button type="button">Назад</button>
          <input aria-label="Код" data-autofocus value={v} onChange={(e) => setV(e.target.value)} />
        </Popup>
      );
    }
    render(<P />);
    act(() => openPopup('code'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Код' }));
  });

  it('renders into a given shadow root', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    render(<Popup id="iso" title="Конфигуратор" container={shadow} />);
    act(() => openPopup('iso'));
    expect(screen.queryByRole('dialog')).toBeNull(); // not in the light DOM
    // Testing Library queries any node with querySelectorAll; its types only name elements.
    expect(within(shadow as unknown as HTMLElement).getByRole('dialog', { name: 'Конфигуратор' })).toBeTruthy();
    expect(document.body.classList.contains('popup-opened')).toBe(true);
  });
});
