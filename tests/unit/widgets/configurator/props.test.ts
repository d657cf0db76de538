import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configuratorProps } from '../../../../widgets/configurator/index';

describe('configurator props', () => {
  it('defaults to the page API and no preselection', () => {
    expect(v.parse(configuratorProps, {})).toEqual({ apiBase: '', firstStep: '', secondStep: '' });
  });

  it('takes an absolute shop API, a path, and numeric option ids', () => {
    expect(v.parse(configuratorProps, { apiBase: ' https://shop.example/api/ ', firstStep: 303, secondStep: '433' })).toEqual({
      apiBase: 'https://shop.example/api/',
      firstStep: '303',
      secondStep: '433',
    });
    expect(v.parse(configuratorProps, { apiBase: '/api/' }).apiBase).toBe('/api/');
  });

  it.each(['javascript:alert(1)', 'shop.example/api/', 'ftp://shop.example/'])('refuses apiBase %j', (apiBase) => {
    expect(v.safeParse(configuratorProps, { apiBase }).success).toBe(false);
  });
});
