import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_KEY,
  SAVED_VERSION,
  clearSaved,
  decodeShare,
  emptyState,
  encodeShare,
  loadSaved,
  saveConfiguration,
  selectionFromState,
  summaryFromState,
  summaryUrl,
  type ConfiguratorState,
} from '../../../shared/configuration/saved';
import { demoSteps } from '../widgets/configurator/fixtures';

function chosen(): ConfiguratorState {
  const steps = [...demoSteps('root'), ...demoSteps('301')];
  const pick = (index: number, id: string, name: string) => {
    steps[index] = { ...steps[index]!, SELECTED: { id, name }, showNext: true };
  };
  pick(0, '301', 'Душевое ограждение «Аква»');
  pick(1, '312', 'Кноб черный матовый');
  pick(2, '322', 'Правая');
  return { ...emptyState(), steps, door: 900, values: { '301_sizes': [900, 400] } };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('saved configuration', () => {
  it('round-trips through localStorage with its version and ready flag', () => {
    const state = chosen();
    expect(saveConfiguration(state, true)).toBe(true);
    const saved = loadSaved();
    expect(saved?.version).toBe(SAVED_VERSION);
    expect(saved?.readyForOrder).toBe(true);
    expect(saved?.steps[1]?.SELECTED).toEqual({ id: '312', name: 'Кноб черный матовый' });
    expect(saved?.door).toBe(900);
    expect(saved?.values['301_sizes']).toEqual([900, 400]);
  });

  it('returns null without a saved entry and warns nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadSaved()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"steps": ['],
    ['an older version', JSON.stringify({ ...emptyState(), version: 0, readyForOrder: false })],
    ['a wrong shape', JSON.stringify({ ...emptyState(), version: SAVED_VERSION, readyForOrder: false, door: 'wide' })],
    ['a step without its template', JSON.stringify({ ...emptyState(), version: SAVED_VERSION, readyForOrder: false, steps: [{ RKEY: 'x', TEMPLATE: 'z' }] })],
  ])('drops %s with one warning', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SAVED_KEY, raw);
    expect(loadSaved()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(loadSaved()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('clearSaved removes the entry and the buy card preselection', () => {
    saveConfiguration(chosen());
    localStorage.setItem('firstStep', '303');
    clearSaved();
    expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(localStorage.getItem('firstStep')).toBeNull();
  });
});

describe('share links', () => {
  it('encode and decode the chosen options and sizes, URL-safe', () => {
    const selection = selectionFromState(chosen());
    expect(selection.options).toEqual(['301', '312', '322']);
    const code = encodeShare({ ...selection, sizes: { '301_sizes': [900, 400], 'кириллица': [1] } });
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShare(code)).toEqual({ options: ['301', '312', '322'], sizes: { '301_sizes': [900, 400], 'кириллица': [1] } });
  });

  it.each(['', 'not base64!', btoa('[2,[],{}]'), btoa('{"a":1}'), btoa('[1,[5],{}]'), 'x'.repeat(5000)])('refuses %j', (text) => {
    expect(decodeShare(text)).toBeNull();
  });
});

describe('summary', () => {
  it('lists chosen steps, the scheme params and the order text', () => {
    const summary = summaryFromState(chosen());
    expect(summary.rows).toEqual([
      { title: 'Модель', value: 'Душевое ограждение «Аква»' },
      { title: 'Ручка', value: 'Кноб черный матовый' },
      { title: 'Сторона открывания', value: 'Правая' },
    ]);
    expect(summary.scheme).toEqual({ model: '301', handle: '312', side: '322' });
    expect(summary.config).toBe('Модель: Душевое ограждение «Аква»;\nРучка: Кноб черный матовый;\nСторона открывания: Правая;');
    expect(summary.complete).toBe(false);
  });

  it('has no scheme before the side is chosen, and handle false without a handle step', () => {
    expect(summaryFromState({ steps: chosen().steps.slice(0, 2) }).scheme).toBeNull();
    const noHandle = chosen().steps.filter((step) => step.TITLE !== 'Ручка');
    expect(summaryFromState({ steps: noHandle }).scheme).toEqual({ model: '301', handle: false, side: '322' });
  });

  it('builds the summary URL on the API origin', () => {
    expect(summaryUrl('https://shop.example/api/', 'abc')).toBe('https://shop.example/configuration/?config=abc');
    expect(summaryUrl('/api/', 'abc')).toBe(`${location.origin}/configuration/?config=abc`);
  });
});
