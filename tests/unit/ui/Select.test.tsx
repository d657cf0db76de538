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
import { act, cleanup, click, getByRole, getByText, press, queryAllByRole, queryByRole, queryByText, readText, render, typeInto } from './render';

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

const combobox = () => getByRole('combobox', { name: 'Цвет' });
const listbox = () => getByRole('listbox', { name: 'Цвет' });
const activeOption = () => {
  const owner = document.activeElement!;
  const id = owner.getAttribute('aria-activedescendant');
  return id ? readText(document.getElementById(id)!) : null;
};
const selectedNames = () => queryAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true').map(readText);

describe('<Select>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    act(() => {
      openPopupId.value = null;
    });
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the placeholder in a closed combobox', () => {
    render(<Harness />);
    expect(readText(combobox())).toBe('Выберите');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-haspopup')).toBe('listbox');
    expect(queryByRole('listbox')).toBeNull();
  });

  it('a click opens the list of options with colour swatches', () => {
    render(<Harness multiple />);
    click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    expect(queryAllByRole('option').map(readText)).toEqual(COLOURS.map((o) => o.label));
    const oak = getByRole('option', { name: 'Дуб натуральный' });
    expect((oak.querySelector('.vt-select__swatch') as HTMLElement).style.background).toContain('rgb(170, 120, 60)');
    expect(getByRole('option', { name: 'Серый' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('multiple: clicks toggle options and the button lists the chosen names', () => {
    const onValue = vi.fn();
    render(<Harness multiple onValue={onValue} />);
    click(combobox());
    click(getByRole('option', { name: 'Орех' }));
    click(getByRole('option', { name: 'Белый' }));
    expect(selectedNames()).toEqual(['Белый', 'Орех']);
    expect(readText(combobox())).toBe('Белый, Орех');
    click(getByRole('option', { name: 'Орех' }));
    expect(onValue).toHaveBeenLastCalledWith(['white']);
    click(getByRole('option', { name: 'Серый' })); // disabled
    expect(onValue).toHaveBeenLastCalledWith(['white']);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('keyboard: arrows move, Enter and Space toggle, Escape closes and returns focus', () => {
    render(<Harness multiple />);
    act(() => combobox().focus());
    press('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Белый');
    press('ArrowDown');
    expect(activeOption()).toBe('Дуб натуральный');
    press('Enter');
    press('ArrowDown');
    press('ArrowDown'); // skips the disabled 'Серый'
    expect(activeOption()).toBe('Чёрный');
    press(' ');
    expect(selectedNames()).toEqual(['Дуб натуральный', 'Чёрный']);
    press('End');
    expect(activeOption()).toBe('Дуб тёмный');
    press('Home');
    expect(activeOption()).toBe('Белый');
    press('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
    expect(readText(combobox())).toBe('Дуб натуральный, Чёрный');
  });

  it('single: Enter chooses and closes; reopening starts at the chosen option', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    act(() => combobox().focus());
    press('Enter');
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(onValue).toHaveBeenLastCalledWith(['walnut']);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(readText(combobox())).toBe('Орех');
    expect(document.activeElement).toBe(combobox());
    press('ArrowDown');
    expect(activeOption()).toBe('Орех');
    expect(listbox().hasAttribute('aria-multiselectable')).toBe(false);
  });

  it('type-ahead jumps to an option by its first letters', () => {
    render(<Harness />);
    act(() => combobox().focus());
    press('д');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Дуб натуральный');
    press('д');
    expect(activeOption()).toBe('Дуб тёмный');
    act(() => vi.advanceTimersByTime(600));
    press('о');
    expect(activeOption()).toBe('Орех');
  });

  it('search: focus goes to the search field; typing filters; nothing found says so', () => {
    render(<Harness multiple search />);
    click(combobox());
    const field = getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement;
    expect(field.placeholder).toBe('Поиск');
    expect(document.activeElement).toBe(field);
    typeInto(field, 'дуб');
    expect(queryAllByRole('option').map(readText)).toEqual(['Дуб натуральный', 'Дуб тёмный']);
    expect(activeOption()).toBe('Дуб натуральный');
    press('ArrowDown');
    press('Enter');
    expect(selectedNames()).toEqual(['Дуб тёмный']);
    expect(document.activeElement).toBe(field);
    typeInto(field, 'ясень');
    expect(queryAllByRole('option')).toHaveLength(0);
    expect(readText(getByRole('status'))).toBe('Ничего не найдено');
    press('Escape');
    expect(document.activeElement).toBe(combobox());
    expect(readText(combobox())).toBe('Дуб тёмный');
  });

  it("'Сбросить' clears the choice", () => {
    const onValue = vi.fn();
    render(<Harness multiple value={['white', 'walnut']} onValue={onValue} />);
    click(combobox());
    click(getByRole('button', { name: 'Сбросить' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(readText(combobox())).toBe('Выберите');
    expect((getByRole('button', { name: 'Сбросить' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('limit shortens the list of chosen names', () => {
    render(<Harness multiple limit={1} value={['white', 'walnut', 'black']} />);
    expect(readText(combobox())).toBe('Белый и ещё 2');
  });

  it('hideSelected leaves chosen options out of the list and shows them as removable chips', () => {
    render(<Harness multiple hideSelected />);
    click(combobox());
    click(getByRole('option', { name: 'Орех' }));
    expect(queryByRole('option', { name: 'Орех' })).toBeNull();
    const chips = getByRole('list', { name: 'Выбрано' });
    expect(readText(chips)).toBe('Орех');
    click(getByRole('button', { name: 'Убрать Орех' }));
    expect(getByRole('option', { name: 'Орех' })).toBeTruthy();
    expect(readText(combobox())).toBe('Выберите');
  });

  it('a press outside closes it; focus leaving with Tab closes it', () => {
    render(<Harness multiple />);
    click(combobox());
    click(getByRole('button', { name: 'После' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    click(combobox());
    press('Tab');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape inside a popup closes only the list', () => {
    render(
      <Popup id="filter" title="Фильтр">
        <Harness multiple />
      </Popup>,
    );
    act(() => openPopup('filter'));
    click(combobox());
    press('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(openPopupId.value).toBe('filter');
    press('Escape');
    expect(openPopupId.value).toBeNull();
  });

  it('posts chosen values with a form', () => {
    const { container } = render(<Harness multiple name="color[]" value={['white', 'oak']} />);
    const inputs = Array.from(container.querySelectorAll<HTMLInputElement>('input[type=hidden][name="color[]"]'));
    expect(inputs.map((i) => i.value)).toEqual(['white', 'oak']);
  });

  it('shows its label', () => {
    render(<Harness />);
    expect(getByText('Цвет')).toBeTruthy();
    expect(queryByText('Ничего не найдено')).toBeNull();
  });
});
