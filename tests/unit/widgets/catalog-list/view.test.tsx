import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../api/helpers';
import { CatalogList } from '../../../../widgets/catalog-list/CatalogList';
import { catalogListProps } from '../../../../widgets/catalog-list/index';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue list view', () => {
  it("says 'Ничего не найдено' when the filter leaves nothing, with no 'Загрузить еще'", () => {
    stubFetch(() => jsonResponse({ success: true, message: '', data: [] }));
    render(<CatalogList {...v.parse(catalogListProps, { items: [], page: 1, pages: 1 })} />);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Загрузить еще' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
