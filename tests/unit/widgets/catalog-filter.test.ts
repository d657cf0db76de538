import { describe, expect, it, vi } from 'vitest';
import {
  activeCount,
  filterSearch,
  filterTags,
  floatingButtonVisible,
  parseFilter,
  withoutTag,
  type FilterFields,
} from '../../../widgets/catalog-filter/model';

const fields: FilterFields = {
  selects: [
    { name: 'color', label: 'Цвет', options: [{ value: 'white', label: 'Белый', color: '#fff' }, { value: 'oak', label: 'Дуб беленый', color: '#d9cbb3' }] },
    { name: 'material', label: 'Материал', options: [{ value: 'МДФ', label: 'МДФ' }] },
  ],
  checkboxes: [{ name: 'available', label: 'В наличии' }, { name: 'new', label: 'Новинки' }],
};

describe('catalog filter: URL <-> state', () => {
  it('reads repeated values and Y checkboxes, dropping unknown values and duplicates', () => {
    const state = parseFilter('?color=oak&color=white&color=oak&color=pink&available=Y&new=1', fields);
    expect(state.selects).toEqual({ color: ['oak', 'white'], material: [] });
    expect(state.checks).toEqual({ available: true, new: false });
  });

  it('writes the filter in field and option order, keeps sort/view and drops paging', () => {
    const state = parseFilter('?color=oak&color=white&available=Y', fields);
    expect(filterSearch(state, '?sort=1&PAGEN_1=3&pagination=Y&color=oak', fields)).toBe('?sort=1&available=Y&color=white&color=oak');
  });

  it('an empty filter with nothing else gives an empty query, and the round trip is stable', () => {
    expect(filterSearch(parseFilter('', fields), '?color=white&PAGEN_1=2', fields)).toBe('');
    const search = '?available=Y&color=white&material=%D0%9C%D0%94%D0%A4';
    expect(filterSearch(parseFilter(search, fields), search, fields)).toBe(search);
  });
});

describe('catalog filter: tags', () => {
  it('lists checkboxes then chosen options with their swatch, and removes one at a time', () => {
    const state = parseFilter('?color=oak&color=white&available=Y', fields);
    const tags = filterTags(state, fields);
    expect(tags.map((tag) => tag.label)).toEqual(['В наличии', 'Белый', 'Дуб беленый']);
    expect(tags[1]).toMatchObject({ name: 'color', value: 'white', field: 'Цвет', color: '#fff' });
    expect(activeCount(state)).toBe(3);
    const withoutWhite = withoutTag(state, tags[1]!);
    expect(filterSearch(withoutWhite, '', fields)).toBe('?available=Y&color=oak');
    const withoutAvailable = withoutTag(withoutWhite, tags[0]!);
    expect(filterSearch(withoutAvailable, '', fields)).toBe('?color=oak');
    expect(activeCount(withoutAvailable)).toBe(1);
  });
});

describe('catalog filter: floating button', () => {
  it('shows after more than 100 px of scroll', () => {
    expect(floatingButtonVisible(0, () => 3000, 740)).toBe(false);
    expect(floatingButtonVisible(100, () => 3000, 740)).toBe(false);
    expect(floatingButtonVisible(101, () => 3000, 740)).toBe(true);
    expect(floatingButtonVisible(500, () => null, 740)).toBe(true);
  });

  it('hides once the footer reaches the viewport', () => {
    expect(floatingButtonVisible(2000, () => 741, 740)).toBe(true);
    expect(floatingButtonVisible(2000, () => 739, 740)).toBe(false);
  });

  it('does not ask where the footer is (a layout of the page) before the first 100 px of scroll', () => {
    const footerTop = vi.fn(() => 3000);
    floatingButtonVisible(100, footerTop, 740);
    expect(footerTop).not.toHaveBeenCalled();
  });
});

describe('catalog filter props', () => {
  it('fills defaults and refuses an option without a name', async () => {
    const v = await import('valibot');
    const { catalogFilterProps } = await import('../../../widgets/catalog-filter/index');
    expect(v.parse(catalogFilterProps, {})).toEqual({ action: '', selects: [], checkboxes: [], title: 'Фильтр' });
    const broken = v.safeParse(catalogFilterProps, { selects: [{ name: 'color', label: 'Цвет', options: [{ value: 'white' }] }] });
    expect(broken.success).toBe(false);
  });
});
