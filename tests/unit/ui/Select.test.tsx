import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  Select,
  filterOptions,
  isSafeColor,
  moveActive,
  normalizeSearch,
  selectionText,
  toggleValue,
  typeAhead,
  type SelectOption,
  type SelectProps,
} from '../../../shared/ui/Select';
import { Popup } from '../../../shared/ui/Popup';
import { openPopup, openPopupId } from '../../../shared/store/popups';
import { spokenText } from '../spoken';

const COLOURS: SelectOption[] = [
  { value: 'white', label: 'Белый', color: '#ffffff' },
  { value: 'oak', label: 'Дуб натуральный', color: 'rgb(170, 120, 60)' },
  { value: 'walnut', label: 'Орех', color: '#5c3a21' },
  { value: 'grey', label: 'Серый', disabled: true },
  { value: 'black', label: 'Чёрный', color: 'black' },
  { value: 'darkoak', label: 'Дуб тёмный' },
];

describe('select rules', () => {
  it('normalises search text: case, ё, spaces', () => {
    expect(normalizeSearch('  Чёрный   Дуб ')).toBe('черный дуб');
  });

  it('filters by any part of the label', () => {
    expect(filterOptions(COLOURS, 'дуб').map((o) => o.value)).toEqual(['oak', 'darkoak']);
    expect(filterOptions(COLOURS, 'черн').map((o) => o.value)).toEqual(['black']);
    expect(filterOptions(COLOURS, 'xyz')).toEqual([]);
    expect(filterOptions(COLOURS, '')).toHaveLength(6);
  });

  it('leaves out chosen options when asked', () => {
    expect(filterOptions(COLOURS, 'дуб', ['oak']).map((o) => o.value)).toEqual(['darkoak']);
  });

  it('toggles in a multiple select and replaces in a single one', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(toggleValue(['a'], 'b', false)).toEqual(['b']);
  });

  it('shows the placeholder, the chosen names, or a limited list', () => {
    expect(selectionText(COLOURS, [])).toBe('Выберите');
    expect(selectionText(COLOURS, ['walnut', 'white'])).toBe('Белый, Орех');
    expect(selectionText(COLOURS, ['walnut', 'white', 'black'], 'Выберите', 2)).toBe('Белый, Орех и ещё 1');
    expect(selectionText(COLOURS, ['walnut', 'white'], 'Выберите', 0)).toBe('Выбрано: 2');
    expect(selectionText(COLOURS, ['unknown'])).toBe('Выберите');
  });

  it('moves the active option, skipping disabled ones and stopping at the ends', () => {
    expect(moveActive(COLOURS, 2, 'ArrowDown')).toBe(4); // skips 'Серый'
    expect(moveActive(COLOURS, 4, 'ArrowUp')).toBe(2);
    expect(moveActive(COLOURS, 5, 'ArrowDown')).toBe(5);
    expect(moveActive(COLOURS, 0, 'ArrowUp')).toBe(0);
    expect(moveActive(COLOURS, -1, 'ArrowDown')).toBe(0);
    expect(moveActive(COLOURS, 3, 'Home')).toBe(0);
    expect(moveActive(COLOURS, 0, 'End')).toBe(5);
    expect(moveActive([{ value: 'x', label: 'x', disabled: true }], 0, 'ArrowDown')).toBe(-1);
  });

  it('type-ahead finds by first letters and cycles on a repeated letter', () => {
    expect(typeAhead(COLOURS, 'д', -1)).toBe(1);
    expect(typeAhead(COLOURS, 'д', 1)).toBe(5);
    expect(typeAhead(COLOURS, 'дд', 1)).toBe(5);
    expect(typeAhead(COLOURS, 'дуб т', 0)).toBe(5);
    expect(typeAhead(COLOURS, 'с', 0)).toBe(-1); // only a disabled match
    expect(typeAhead(COLOURS, 'ч', 0)).toBe(4); // ё/е agnostic
  });

  it('accepts only plain colour values for swatches', () => {
    expect(isSafeColor('#fff')).toBe(true);
    expect(isSafeColor('rgb(1, 2, 3)')).toBe(true);
    expect(isSafeColor('hsl(120deg 50% 50%)')).toBe(true);
    expect(isSafeColor('black')).toBe(true);
    expect(isSafeColor('url(https://evil.example/x.png)')).toBe(false);
    expect(isSafeColor('red; background: url(x)')).toBe(false);
    expect(isSafeColor(undefined)).toBe(false);
  });
});

function Harness(props: Partial<SelectProps> & { onValue?: (v: string[]) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<string[]>(rest.value ? [...rest.value] : []);
  return (
    <>
      <button type="button">До</button>
      <Select
        label="Цвет"
        options={COLOURS}
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button">После</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Цвет' });
const listbox = () => screen.getByRole('listbox', { name: 'Цвет' });
const activeOption = () => {
  const owner = document.activeElement!;
  const id = owner.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.textContent : null;
};
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const selectedNames = () => screen.queryAllByRole('option', { selected: true }).map((o) => o.textContent);

describe('<Select>', () => {
  // Fake clock: type-ahead forgets typed letters after a pause; user-event moves the clock as it acts.
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

  it('shows the placeholder in a closed combobox', () => {
    render(<Harness />);
    expect(combobox().textContent).toBe('Выберите');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a click opens the list of options with colour swatches', async () => {
    render(<Harness multiple />);
    await user.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    expect(optionNames()).toEqual(COLOURS.map((o) => o.label));
    const oak = screen.getByRole('option', { name: 'Дуб натуральный' });
    expect((oak.querySelector('.vt-select__swatch') as HTMLElement).style.background).toContain('rgb(170, 120, 60)');
    expect(screen.getByRole('option', { name: 'Серый' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('multiple: clicks toggle options and the button lists the chosen names', async () => {
    const onValue = vi.fn();
    render(<Harness multiple onValue={onValue} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Орех' }));
    await user.click(screen.getByRole('option', { name: 'Белый' }));
    expect(selectedNames()).toEqual(['Белый', 'Орех']);
    expect(combobox().textContent).toBe('Белый, Орех');
    await user.click(screen.getByRole('option', { name: 'Орех' }));
    expect(onValue).toHaveBeenLastCalledWith(['white']);
    await user.click(screen.getByRole('option', { name: 'Серый' })); // disabled
    expect(onValue).toHaveBeenLastCalledWith(['white']);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('keyboard: arrows move, Enter and Space toggle, Escape closes and returns focus', async () => {
    render(<Harness multiple />);
    act(() => combobox().focus());
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Белый');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Дуб натуральный');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}'); // skips the disabled 'Серый'
    expect(activeOption()).toBe('Чёрный');
    await user.keyboard(' ');
    expect(selectedNames()).toEqual(['Дуб натуральный', 'Чёрный']);
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Дуб тёмный');
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Белый');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().textContent).toBe('Дуб натуральный, Чёрный');
  });

  it('single: Enter chooses and closes; reopening starts at the chosen option', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    act(() => combobox().focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['walnut']);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Орех');
    expect(document.activeElement).toBe(combobox());
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Орех');
    expect(listbox().hasAttribute('aria-multiselectable')).toBe(false);
  });

  it('type-ahead jumps to an option by its first letters', async () => {
    render(<Harness />);
    act(() => combobox().focus());
    await user.keyboard('{д}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Дуб натуральный');
    await user.keyboard('{д}');
    expect(activeOption()).toBe('Дуб тёмный');
    act(() => vi.advanceTimersByTime(600));
    await user.keyboard('{о}');
    expect(activeOption()).toBe('Орех');
  });

  it('search: focus goes to the search field; typing filters; nothing found says so', async () => {
    render(<Harness multiple search />);
    await user.click(combobox());
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Поиск' });
    expect(field.placeholder).toBe('Поиск');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'дуб');
    expect(optionNames()).toEqual(['Дуб натуральный', 'Дуб тёмный']);
    expect(activeOption()).toBe('Дуб натуральный');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(selectedNames()).toEqual(['Дуб тёмный']);
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'ясень');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Ничего не найдено');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().textContent).toBe('Дуб тёмный');
  });

  it("'Сбросить' clears the choice", async () => {
    const onValue = vi.fn();
    render(<Harness multiple value={['white', 'walnut']} onValue={onValue} />);
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(combobox().textContent).toBe('Выберите');
    expect((screen.getByRole('button', { name: 'Сбросить' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('limit shortens the list of chosen names', () => {
    render(<Harness multiple limit={1} value={['white', 'walnut', 'black']} />);
    expect(combobox().textContent).toBe('Белый и ещё 2');
  });

  it('hideSelected leaves chosen options out of the list and shows them as removable chips', async () => {
    render(<Harness multiple hideSelected />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Орех' }));
    expect(screen.queryByRole('option', { name: 'Орех' })).toBeNull();
    const chips = screen.getByRole('list', { name: 'Выбрано' });
    expect(spokenText(chips)).toBe('Орех');
    await user.click(screen.getByRole('button', { name: 'Убрать Орех' }));
    expect(screen.getByRole('option', { name: 'Орех' })).toBeTruthy();
    expect(combobox().textContent).toBe('Выберите');
  });

  it('a press outside closes it; focus leaving with Tab closes it', async () => {
    render(<Harness multiple />);
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'После' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await user.click(combobox());
    await user.keyboard('{Tab}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape inside a popup closes only the list', async () => {
    render(
      <Popup id="filter" title="Фильтр">
        <Harness multiple />
      </Popup>,
    );
    act(() => openPopup('filter'));
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(openPopupId.value).toBe('filter');
    await user.keyboard('{Escape}');
    expect(openPopupId.value).toBeNull();
  });

  it('posts chosen values with a form', () => {
    const { container } = render(<Harness multiple name="color[]" value={['white', 'oak']} />);
    const inputs = Array.from(container.querySelectorAll<HTMLInputElement>('input[type=hidden][name="color[]"]'));
    expect(inputs.map((i) => i.value)).toEqual(['white', 'oak']);
  });

  it('shows its label', () => {
    render(<Harness />);
    expect(screen.getByText('Цвет')).toBeTruthy();
    expect(screen.queryByText('Ничего не найдено')).toBeNull();
  });
});
