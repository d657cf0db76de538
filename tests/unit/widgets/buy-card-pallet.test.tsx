import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PalletSelect } from '../../../widgets/buy-card/PalletSelect';
import { PALLET_SELECT_SETUP_MS, offerControl, offerSelectOptions, type OfferValue } from '../../../widgets/buy-card/model';
import { flushMicrotasks } from '../async';

const TRAYS: OfferValue[] = [
  { value: 'tray-white', name: 'Белый глянец', color: '#f7f7f5', available: true },
  { value: 'tray-anthracite', name: 'Антрацит', color: '#383e42', available: true },
  { value: 'tray-black', name: 'Черный матовый', color: '#1f1f1f', available: false },
];

function renderTray(onChoose: (value: string) => void = () => undefined) {
  return render(
    <div>
      <p id="tray-title">Цвет поддона</p>
      <PalletSelect title="Цвет поддона" titleId="tray-title" values={TRAYS} value="tray-white" onChoose={onChoose} />
    </div>,
  );
}

/** The time passes on fake timers; the list's code arrives on real ones (a dynamic import). */
async function setUpTime(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PALLET_SELECT_SETUP_MS);
  });
  vi.useRealTimers();
}

/** A shopper on whichever clock the test is on at the moment (fake first, then real). */
function shopper() {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the pallet variant of the offer selectors', () => {
  it('chooses the tray colour of the pallet variant from a list, every other axis by buttons', () => {
    expect(offerControl('pallet', 'color')).toBe('select');
    expect(offerControl('pallet', 'orientation')).toBe('buttons');
    expect(offerControl('default', 'color')).toBe('buttons');
    expect(offerSelectOptions(TRAYS).map((option) => option.label)).toEqual(['Белый глянец', 'Антрацит', 'Черный матовый (в другом сочетании)']);
  });

  it("is the browser's select at first, usable at once, and the colour list once set up 500 ms later", async () => {
    vi.useFakeTimers();
    const user = shopper();
    const chosen: string[] = [];
    renderTray((value) => chosen.push(value));
    const native = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Цвет поддона' });
    expect(native.tagName).toBe('SELECT');
    expect(within(native).getAllByRole('option').map((option) => option.textContent)).toEqual(['Белый глянец', 'Антрацит', 'Черный матовый (в другом сочетании)']);
    expect(native.value).toBe('tray-white');

    await setUpTime();
    const list = await waitFor(() => {
      const button = screen.getByRole('combobox', { name: 'Цвет поддона' });
      expect(button.tagName).toBe('BUTTON');
      return button;
    });
    expect(list.textContent).toContain('Белый глянец');
    await user.click(list);
    expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual(['Белый глянец', 'Антрацит', 'Черный матовый (в другом сочетании)']);
    await user.click(screen.getByRole('option', { name: 'Антрацит' }));
    expect(chosen).toEqual(['tray-anthracite']);
  });

  it('waits for a shopper who is in the select to leave it before it changes', async () => {
    vi.useFakeTimers();
    const user = shopper();
    renderTray();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Цвет поддона' }));
    await setUpTime();
    // The list's code is here (the test awaits the module the set-up asked for) and the set-up has
    // taken it (an already-resolved chain): the select stays while it has focus.
    await act(async () => {
      await import('../../../shared/ui/Select');
      await flushMicrotasks();
    });
    expect(screen.getByRole('combobox', { name: 'Цвет поддона' }).tagName).toBe('SELECT');
    await user.click(screen.getByText('Цвет поддона')); // somewhere else on the page
    // The list was waiting for the shopper alone: it takes the select's place as they leave it.
    expect(screen.getByRole('combobox', { name: 'Цвет поддона' }).tagName).toBe('BUTTON');
  });
});
