import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../../shared/url/navigate';
import { CatalogFilterView } from '../../../../widgets/catalog-filter/CatalogFilterView';
import { catalogFilterProps } from '../../../../widgets/catalog-filter/index';

const props = v.parse(catalogFilterProps, {
  selects: [{ name: 'color', label: 'Цвет', options: [{ value: 'white', label: 'Белый' }, { value: 'oak', label: 'Дуб беленый' }] }],
  checkboxes: [{ name: 'available', label: 'В наличии' }, { name: 'new', label: 'Новинки' }],
});

describe('catalogue filter view (a wide screen)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  it('shows the applied filter from the address; a checkbox and \'Применить\' load the draft, a tag loads without its value', async () => {
    history.replaceState(null, '', '/catalog/?color=oak&sort=1');
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<CatalogFilterView {...props} />);
    const tags = screen.getByRole('list', { name: 'Выбранные фильтры' });
    expect(tags.textContent).toContain('Дуб беленый');
    const news = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Новинки' });
    await user.click(news);
    expect(news.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(assign.mock.calls.map(([href]) => new URL(href).pathname + new URL(href).search)).toEqual(['/catalog/?sort=1&new=Y&color=oak']);
    await user.click(screen.getByRole('button', { name: 'Убрать фильтр: Цвет: Дуб беленый' }));
    expect(assign.mock.calls.map(([href]) => new URL(href).search)).toEqual(['?sort=1&new=Y&color=oak', '?sort=1']);
  });
});
