import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, nextTabIndex, type TabItem } from '../../../shared/ui/Tabs';

describe('nextTabIndex', () => {
  const none = [false, false, false];
  it('moves right and left with wrap-around', () => {
    expect(nextTabIndex(0, 'ArrowRight', none)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', none)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', none)).toBe(2);
  });
  it('goes to the ends with Home and End', () => {
    expect(nextTabIndex(1, 'Home', none)).toBe(0);
    expect(nextTabIndex(1, 'End', none)).toBe(2);
  });
  it('skips disabled tabs', () => {
    expect(nextTabIndex(0, 'ArrowRight', [false, true, false])).toBe(2);
    expect(nextTabIndex(1, 'End', [false, false, true])).toBe(1);
    expect(nextTabIndex(0, 'ArrowLeft', [true, true, true])).toBe(0);
  });
});

const TABS: TabItem[] = [
  { id: 'products', label: 'Товары', count: 12, content: <p>Двери и панели</p> },
  { id: 'articles', label: 'Полезные статьи', count: 3, content: <p>Как выбрать дверь</p> },
  { id: 'other', label: 'Другое', count: 0, content: <p>По вашему запросу других материалов не найдено.</p> },
];

describe('<Tabs>', () => {
  const tab = (name: RegExp) => screen.getByRole('tab', { name });

  it('renders a labelled tablist with counts; the first tab is selected and its panel shown', () => {
    render(<Tabs tabs={TABS} label="Результаты поиска" />);
    expect(screen.getByRole('tablist', { name: 'Результаты поиска' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Товары 12', 'Полезные статьи 3', 'Другое 0']);
    expect(tab(/Товары/).getAttribute('aria-selected')).toBe('true');
    const panels = screen.queryAllByRole('tabpanel');
    expect(panels).toHaveLength(1);
    expect(panels[0]!.textContent).toBe('Двери и панели');
    expect(screen.getByRole('tabpanel', { name: 'Товары 12' })).toBe(panels[0]);
  });

  it('only the selected tab is in the Tab order (roving tabindex)', () => {
    render(<Tabs tabs={TABS} label="Результаты поиска" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('arrow keys move focus and select at once; Home and End jump', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs tabs={TABS} label="Результаты поиска" onChange={onChange} />);
    await user.tab(); // the selected tab is the one in the Tab order
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/Полезные/));
    expect(tab(/Полезные/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Как выбрать дверь');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}'); // wraps
    expect(document.activeElement).toBe(tab(/Товары/));
    await user.keyboard('{ArrowLeft}'); // wraps back
    expect(document.activeElement).toBe(tab(/Другое/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab(/Товары/));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('По вашему запросу других материалов не найдено.');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['articles', 'other', 'products', 'other', 'products', 'other']);
  });

  it('a click selects a tab', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Результаты поиска" />);
    await user.click(tab(/Другое/));
    expect(tab(/Другое/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Товары/).getAttribute('aria-selected')).toBe('false');
  });

  it('can be controlled and start elsewhere', () => {
    const r = render(<Tabs tabs={TABS} label="Поиск" value="articles" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Как выбрать дверь');
    r.rerender(<Tabs tabs={TABS} label="Поиск" value="other" />);
    expect(tab(/Другое/).getAttribute('aria-selected')).toBe('true');
    cleanup();
    render(<Tabs tabs={TABS} label="Поиск" defaultValue="other" />);
    expect(tab(/Другое/).getAttribute('aria-selected')).toBe('true');
  });
});
