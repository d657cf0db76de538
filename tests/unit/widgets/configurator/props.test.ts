import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configuratorProps } from '../../../../widgets/configurator/index';
import { fixtureText } from '../../api/helpers';

describe('configurator props', () => {
  it('defaults to the page API and no preselection', () => {
    expect(v.parse(configuratorProps, {})).toEqual({ apiBase: '', firstStep: '', secondStep: '', rootSteps: [] });
  });

  it('takes an absolute shop API, a path, and numeric option ids', () => {
    expect(v.parse(configuratorProps, { apiBase: ' https://shop.example/api/ ', firstStep: 303, secondStep: '433' })).toEqual({
      apiBase: 'https://shop.example/api/',
      firstStep: '303',
      secondStep: '433',
      rootSteps: [],
    });
    expect(v.parse(configuratorProps, { apiBase: '/api/' }).apiBase).toBe('/api/');
  });

  it('takes the root steps as the shop answers them, and refuses a step the widget could not show', () => {
    const [step] = JSON.parse(fixtureText('configurator-steps.json')).data as unknown[];
    expect(v.parse(configuratorProps, { rootSteps: [step] }).rootSteps).toHaveLength(1);
    expect(v.safeParse(configuratorProps, { rootSteps: [{ ...(step as object), TEMPLATE: 'x' }] }).success).toBe(false);
  });

  it.each(['javascript:alert(1)', 'shop.example/api/', 'ftp://shop.example/'])('refuses apiBase %j', (apiBase) => {
    expect(v.safeParse(configuratorProps, { apiBase }).success).toBe(false);
  });
});
