import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepsFor, stepWire } from '../../../../demo/api/configurator';
import { stepsSchema, type ConfiguratorStep } from '../../../../shared/api/configurator';
import { SAVED_VERSION, emptyState, encodeShare, type SavedConfiguration } from '../../../../shared/configuration/saved';
import { schemeAlt } from '../../../../shared/configuration/scheme';
import { orderPayload, pickSource, restoreShared, summaryFromState, type LoadSteps } from '../../../../widgets/configuration-summary/model';

/** The demo CMS's steps, parsed by the api layer's schema exactly as the widget gets them. */
const demoSteps: LoadSteps = async (parent) => v.parse(stepsSchema, stepsFor(parent ?? 'root').map(stepWire));

function saved(readyForOrder: boolean, steps: ConfiguratorStep[]): SavedConfiguration {
  return { ...emptyState(), steps, version: SAVED_VERSION, readyForOrder };
}

async function chosenSteps(): Promise<ConfiguratorStep[]> {
  const [root] = await demoSteps(null);
  return [{ ...(root as ConfiguratorStep), SELECTED: { id: '303', name: 'Маятниковая дверь «Грация»' } }];
}

afterEach(() => vi.restoreAllMocks());

describe('configuration-summary: where the configuration comes from', () => {
  it('a ?config= code wins over the saved configuration', async () => {
    const code = encodeShare({ options: ['303'], sizes: {} });
    const source = pickSource(`?config=${code}`, saved(true, await chosenSteps()));
    expect(source).toEqual({ kind: 'share', selection: { options: ['303'], sizes: {} } });
  });

  it('without a code: the saved configuration only once it is ready for order', async () => {
    const steps = await chosenSteps();
    expect(pickSource('', saved(true, steps)).kind).toBe('saved');
    expect(pickSource('', saved(false, steps)).kind).toBe('none');
    expect(pickSource('', null).kind).toBe('none');
    expect(pickSource('', saved(true, [])).kind).toBe('none');
  });

  it('an unreadable code warns and falls back to the saved configuration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickSource('?config=%%%not-base64', saved(true, await chosenSteps())).kind).toBe('saved');
    expect(pickSource('?config=', null).kind).toBe('none');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('configuration-summary: a shared configuration is checked against the server', () => {
  it('rebuilds every step of a branch with a dependent step (433 loads the pattern) and the order text', async () => {
    const selection = { options: ['303', '433', '442', '451', '462', '471'], sizes: { '303_sizes': [850, 2100] } };
    const restored = await restoreShared(selection, demoSteps);
    expect(restored.intact).toBe(true);
    const summary = summaryFromState(restored);
    expect(summary.complete).toBe(true);
    expect(summary.rows.map((row) => row.title)).toEqual(['Модель', 'Стекло', 'Рисунок гравировки', 'Ручка', 'Сторона открывания', 'Размеры полотна']);
    expect(summary.rows.at(-1)?.value).toBe('Ширина: 850 мм, Высота: 2100 мм');
    expect(summary.scheme).toEqual({ model: '303', handle: '451', side: '462' });
    expect(summary.config.split('\n')[0]).toBe('Модель: Маятниковая дверь «Грация»;');
    expect(summary.config.split('\n')).toHaveLength(6);
    expect(restored.values['303_sizes']).toEqual([850, 2100]);
  });

  it('stops at an option the server no longer offers: the rest stays unanswered and the configuration incomplete', async () => {
    const restored = await restoreShared({ options: ['303', '431', '999', '462'], sizes: {} }, demoSteps);
    expect(restored.intact).toBe(false);
    const summary = summaryFromState(restored);
    expect(summary.complete).toBe(false);
    expect(summary.rows.map((row) => row.value)).toEqual(['Маятниковая дверь «Грация»', 'Прозрачное']);
  });

  it('an option of another branch is not accepted in this one', async () => {
    // 311 is a handle of «Аква» (301), not of «Грация» (303).
    const restored = await restoreShared({ options: ['303', '431', '311'], sizes: {} }, demoSteps);
    expect(summaryFromState(restored).rows).toHaveLength(2);
    expect(restored.intact).toBe(false);
  });

  it('holds shared sizes to the limits: clamped, with the _V2 limits past UF_LIMIT_VALUE', async () => {
    // Height 2300 > 2200 switches the width to 700..900: 1000 becomes 900.
    const restored = await restoreShared({ options: ['303', '431', '451', '461', '471'], sizes: { '303_sizes': [1000, 2300] } }, demoSteps);
    expect(restored.values['303_sizes']).toEqual([900, 2300]);
    expect(summaryFromState(restored).rows.at(-1)?.value).toBe('Ширина: 900 мм, Высота: 2300 мм');
    const tooBig = await restoreShared({ options: ['303', '431', '451', '461', '471'], sizes: { '303_sizes': [100, 99999] } }, demoSteps);
    expect(tooBig.values['303_sizes']).toEqual([700, 2400]);
  });
});

describe('configuration-summary: the order', () => {
  it('sends trimmed contacts, the config text and the scheme as the API returned it', async () => {
    const restored = await restoreShared({ options: ['301', '313', '321'], sizes: {} }, demoSteps);
    const summary = summaryFromState(restored);
    const payload = orderPayload({ name: '  Ольга ', phone: '+7 (912) 000-00-00 ', email: ' o@example.ru' }, summary, '/images/scheme/301-313-left.svg');
    expect(payload).toEqual({
      name: 'Ольга',
      phone: '+7 (912) 000-00-00',
      email: 'o@example.ru',
      config: 'Модель: Душевое ограждение «Аква»;\nРучка: ' + (summary.rows[1]?.value ?? '') + ';\nСторона открывания: Левая;',
      scheme: '/images/scheme/301-313-left.svg',
    });
    expect(schemeAlt(summary)).toBe('Схема: Душевое ограждение «Аква»');
  });
});
