import { describe, expect, it } from 'vitest';
import type { ConfiguratorStep } from '../../../../shared/api/configurator';
import { emptyState, encodeShare, decodeShare, selectionFromState, type ConfiguratorState } from '../../../../shared/configuration/saved';
import {
  CONFIRM_ERROR,
  DOOR_WIDER_TEXT,
  PALLET_TEXT,
  addLoadedSteps,
  applySharedStep,
  canGoNext,
  chooseOption,
  clampSize,
  completeStep,
  confirmBlocker,
  confirmError,
  counterText,
  ensureSizeSelection,
  firstOpenIndex,
  insertSteps,
  isFinished,
  leaveStep,
  parseSizeInput,
  removeDescendants,
  resetAllowed,
  setSize,
  sizeDisabled,
  sizeRange,
  solidIsAutomatic,
  stepBack,
  stepSizes,
  stepWarnings,
  tooBigText,
  tooSmallText,
  visibleCount,
} from '../../../../shared/configuration/steps';
import { demoSteps } from './fixtures';

const rkeys = (state: ConfiguratorState) => state.steps.map((step) => step.RKEY);
const indexOf = (state: ConfiguratorState, rkey: string) => state.steps.findIndex((step) => step.RKEY === rkey);

/** Chooses and completes, loading dependent steps from the demo tree as the widget does. */
function choose(state: ConfiguratorState, rkey: string, option: string): ConfiguratorState {
  const index = indexOf(state, rkey);
  const choice = chooseOption(state, index, option);
  const next = choice.load ? addLoadedSteps(choice.state, choice.load, demoSteps(choice.load)) : choice.state;
  return completeStep(next, index);
}

function sizes(state: ConfiguratorState, rkey: string, values: number[]): ConfiguratorState {
  const index = indexOf(state, rkey);
  let next = ensureSizeSelection(state, index);
  for (const which of [1, 0] as const) if (values[which] !== undefined) next = setSize(next, index, which, values[which]!).state;
  return completeStep(next, index);
}

const start = (): ConfiguratorState => ({ ...emptyState(), steps: demoSteps('root') });
const shower = (): ConfiguratorState => choose(choose(choose(start(), 'root_model', '301'), '301_handle', '311'), '301_side', '321');

describe('steps', () => {
  it('inserts loaded steps after the parent step in SORT order', () => {
    const glass = choose(start(), 'root_model', '303');
    expect(rkeys(glass)).toEqual(['root_model', '303_glass', '303_handle', '303_side', '303_sizes']);
    const pattern = choose(glass, '303_glass', '433');
    expect(rkeys(pattern)).toEqual(['root_model', '303_glass', '433_pattern', '303_handle', '303_side', '303_sizes']);
    const shuffled = [...demoSteps('302')].reverse();
    expect(insertSteps(demoSteps('root'), '302', shuffled).map((step) => step.RKEY)).toEqual([
      'root_model', '302_profile', '302_handle', '302_side', '302_width', '302_door-double', '302_solid',
    ]);
  });

  it('removes the steps of a re-chosen option (and their children) before the new ones load', () => {
    const pattern = choose(choose(start(), 'root_model', '303'), '303_glass', '433');
    expect(removeDescendants(pattern.steps, indexOf(pattern, '303_glass')).map((s) => s.RKEY)).not.toContain('433_pattern');
    const rechosen = chooseOption(pattern, 0, '301');
    expect(rkeys(rechosen.state)).toEqual(['root_model']);
    expect(rechosen.load).toBe('301');
    expect(rkeys(addLoadedSteps(rechosen.state, '301', demoSteps('301')))).toEqual([
      'root_model', '301_handle', '301_side', '301_pallet', '301_sizes', '301_height', '301_solid',
    ]);
  });

  it('an option without dependent steps loads nothing', () => {
    const glass = choose(start(), 'root_model', '303');
    expect(chooseOption(glass, 1, '431').load).toBeNull();
  });

  it('shows a step only when the previous one has showNext, and opens the first one not done', () => {
    const state = shower();
    expect(visibleCount(state.steps)).toBe(4);
    expect(firstOpenIndex(state.steps)).toBe(3);
    expect(isFinished(state.steps)).toBe(false);
    expect(visibleCount(start().steps)).toBe(1);
    expect(firstOpenIndex(start().steps)).toBe(0);
    expect(firstOpenIndex([])).toBe(0);
  });

  it('choosing an option hides the next-step flag of it and every later step', () => {
    const state = shower();
    const again = chooseOption(state, indexOf(state, '301_handle'), '312').state;
    expect(again.steps.map((step) => step.showNext)).toEqual([true, false, false, false, false, false, false]);
    expect(again.steps[1]?.SELECTED).toEqual({ id: '312', name: 'Кноб черный матовый' });
    expect(visibleCount(again.steps)).toBe(2);
  });

  it("'Далее' needs a selection and a step that is not disabled", () => {
    const state = start();
    expect(canGoNext(state, 0)).toBe(false);
    const chosen = chooseOption(state, 0, '301').state;
    expect(canGoNext(chosen, 0)).toBe(true);
    const disabled: ConfiguratorStep = { ...chosen.steps[0]!, DISABLED: true };
    expect(canGoNext({ ...chosen, steps: [disabled] }, 0)).toBe(false);
    expect(completeStep({ ...chosen, steps: [disabled] }, 0).steps[0]?.showNext).toBe(false);
  });

  it('confirm needs a selection on every step; reset needs 3 steps', () => {
    expect(confirmError(shower().steps)).toBe(CONFIRM_ERROR);
    expect(confirmError([])).toBe(CONFIRM_ERROR);
    let state = choose(choose(choose(choose(start(), 'root_model', '303'), '303_glass', '431'), '303_handle', '453'), '303_side', '462');
    state = sizes(state, '303_sizes', [800, 2000]);
    expect(confirmError(state.steps)).toBeNull();
    expect(confirmBlocker(state)).toBeNull();
    expect(resetAllowed(start().steps)).toBe(false);
    expect(resetAllowed(choose(start(), 'root_model', '303').steps)).toBe(true);
    expect(counterText(2, 5)).toBe('шаг 2 из 5');
  });
});

describe('the way back', () => {
  it("'Назад' retraces the order the shopper moved in, not the step numbers", () => {
    // Steps 1-4 walked with 'Далее', then the title of step 2 reopened from step 4.
    const state = choose(shower(), '301_pallet', '332');
    let trail = leaveStep([], state.steps, 0, 1);
    trail = leaveStep(trail, state.steps, 1, 2);
    trail = leaveStep(trail, state.steps, 2, 3);
    trail = leaveStep(trail, state.steps, 3, 4);
    trail = leaveStep(trail, state.steps, 4, 1);
    expect(trail).toEqual(['root_model', '301_handle', '301_side', '301_pallet', '301_sizes']);
    const first = stepBack(trail, state.steps, 1);
    expect(first?.index).toBe(4);
    const second = stepBack(first!.trail, state.steps, 4);
    expect(second?.index).toBe(3);
    let back = second;
    const visited: number[] = [];
    while (back) {
      visited.push(back.index);
      back = stepBack(back.trail, state.steps, back.index);
    }
    expect(visited).toEqual([3, 2, 1, 0]);
    // Nothing left behind: no way back (the first step, or a configuration just restored).
    expect(stepBack([], state.steps, 2)).toBeNull();
  });

  it('skips steps that went away or are hidden again, and the step already open', () => {
    const state = choose(shower(), '301_pallet', '332');
    // Reopening the same step is no move.
    expect(leaveStep(['root_model'], state.steps, 2, 2)).toEqual(['root_model']);
    expect(leaveStep(['root_model'], state.steps, -1, 2)).toEqual(['root_model']);
    // A new model removed the 301 steps: the trail leads back to the model step only.
    const rechosen = chooseOption(state, 0, '303').state;
    expect(stepBack(['root_model', '301_handle', '301_pallet'], rechosen.steps, 0)).toBeNull();
    const glass = choose(start(), 'root_model', '303');
    expect(stepBack(['root_model', '301_pallet'], glass.steps, 1)).toEqual({ index: 0, trail: [] });
    // Another handle hides the later steps until 'Далее': the pallet step is not shown to go back to.
    const handle = chooseOption(state, 1, '312').state;
    expect(stepBack(['root_model', '301_pallet'], handle.steps, 1)).toEqual({ index: 0, trail: [] });
  });
});

describe('sizes', () => {
  it('rounds, clamps and names the limit', () => {
    expect(clampSize(700.6, { min: 500, max: 900 })).toEqual({ value: 701, message: null });
    expect(clampSize(1500, { min: 500, max: 900 })).toEqual({ value: 900, message: 'Максимальное значение: 900' });
    expect(clampSize(12, { min: 500, max: 900 })).toEqual({ value: 500, message: 'Минимальное значение: 500' });
    expect(parseSizeInput(' 1 200,4 ')).toBe(1200.4);
    expect(parseSizeInput('abc')).toBeNull();
    expect(parseSizeInput('')).toBeNull();
  });

  it('uses default ranges when limits are missing', () => {
    const base = demoSteps('303').find((step) => step.TEMPLATE === 't')!;
    const item = Object.values(base.ITEMS)[0]!;
    const bare = { ...item, UF_BOTTOM_LIMIT: null, UF_TOP_LIMIT: null, UF_STANDART: null, UF_BOTTOM_LIMIT_2: null, UF_TOP_LIMIT_2: null, UF_STANDART_2: null, UF_LIMIT_CHANGE: null };
    const two: ConfiguratorStep = { ...base, ITEMS: { [item.ID]: bare } };
    expect(sizeRange(two, 0)).toEqual({ min: 0, max: 1, standard: 0 });
    expect(sizeRange(two, 1)).toEqual({ min: 0, max: 1, standard: 0 });
    const single: ConfiguratorStep = { ...two, TEMPLATE: 'r', ITEMS: { [item.ID]: { ...bare, UF_STANDART: 1950 } } };
    expect(sizeRange(single, 0)).toEqual({ min: 1950, max: 1951, standard: 1950 });
    const nothing: ConfiguratorStep = { ...two, TEMPLATE: 'r' };
    expect(sizeRange(nothing, 0)).toEqual({ min: 0, max: 10_000, standard: 0 });
  });

  it('switches the first size to the _V2 limits when the second passes UF_LIMIT_VALUE', () => {
    let state = choose(choose(choose(choose(start(), 'root_model', '303'), '303_glass', '431'), '303_handle', '451'), '303_side', '461');
    const index = indexOf(state, '303_sizes');
    const step = state.steps[index]!;
    expect(sizeRange(step, 0, 2200)).toMatchObject({ min: 600, max: 1000 });
    expect(sizeRange(step, 0, 2201)).toMatchObject({ min: 700, max: 900 });
    state = ensureSizeSelection(state, index);
    state = setSize(state, index, 0, 1000).state;
    const taller = setSize(state, index, 1, 2300);
    expect(stepSizes(taller.state, step)).toEqual([900, 2300]);
    expect(taller.message).toBe('Максимальное значение: 900');
    expect(setSize(taller.state, index, 0, 950).message).toBe('Максимальное значение: 900');
    expect(taller.state.steps[index]?.SELECTED?.name).toBe('Ширина: 900 мм, Высота: 2300 мм');
    expect(taller.state.door).toBe(900);
  });

  it('a pallet locks door and panel (disabled at the locked value); unlocking restores the last value', () => {
    // A pallet step that does not reset sizes (the demo's does: see the RESET_SIZES test below).
    const keep = (current: ConfiguratorState): ConfiguratorState => ({
      ...current,
      steps: current.steps.map((step) => (step.RKEY === '301_pallet' ? { ...step, RESET_SIZES: false } : step)),
    });
    let state = keep(shower());
    state = choose(state, '301_pallet', '331');
    state = sizes(state, '301_sizes', [1100, 450]);
    expect([state.door, state.doorPanel]).toEqual([1100, 450]);
    const step = () => state.steps[indexOf(state, '301_sizes')]!;
    // Back to the pallet: a 900×900 pallet locks both sizes.
    state = choose(state, '301_pallet', '332');
    expect(state.changeSizes).toEqual({ door: 900, panel: 400 });
    expect(state.pallet).toEqual({ door: 900, panel: 400 });
    expect(stepSizes(state, step())).toEqual([900, 400]);
    expect(sizeDisabled(state, step(), 0)).toBe(true);
    expect(sizeDisabled(state, step(), 1)).toBe(true);
    const index = indexOf(state, '301_sizes');
    expect(stepSizes(setSize(ensureSizeSelection(state, index), index, 0, 1000).state, step())).toEqual([900, 400]);
    // No pallet again: the sizes the shopper had come back.
    state = choose(state, '301_pallet', '331');
    expect(state.changeSizes).toEqual({ door: 0, panel: 0 });
    expect([state.door, state.doorPanel]).toEqual([1100, 450]);
    expect(stepSizes(state, step())).toEqual([1100, 450]);
  });

  it('RESET_SIZES = Y clears sizes, pallet and panel data', () => {
    let state = shower();
    state = choose(state, '301_pallet', '331');
    state = sizes(state, '301_sizes', [1000, 400]);
    state = sizes(state, '301_height', [2000]);
    expect(state.values['301_height']).toEqual([2000]);
    const model = chooseOption(state, 0, '301').state; // the same option: nothing reset
    expect(model.values['301_height']).toEqual([2000]);
    const modelStep = state.steps[0]!;
    expect(modelStep.RESET_SIZES).toBe(true);
    const reset = chooseOption(state, 0, '303').state;
    expect(reset).toMatchObject({ door: 0, doorPanel: 0, doublePart: 0, solidPart: 0, width: 0, values: {}, pallet: { door: 0, panel: 0 }, changeSizes: { door: 0, panel: 0 } });
    const glass = choose(choose(choose(choose(start(), 'root_model', '303'), '303_glass', '431'), '303_handle', '451'), '303_side', '461');
    const withSizes = sizes(glass, '303_sizes', [750, 2000]);
    const again = chooseOption(withSizes, 1, '432').state;
    expect(again.door).toBe(0);
    expect(again.steps[indexOf(again, '303_sizes')]?.SELECTED).toBeNull();
  });

  it('after a RESET_SIZES step, an unlock restores nothing saved before the reset', () => {
    let state = choose(shower(), '301_pallet', '331');
    state = sizes(state, '301_sizes', [1100, 450]);
    // The pallet step resets sizes (RESET_SIZES = Y), then its pallet locks them.
    state = choose(state, '301_pallet', '332');
    expect(state.steps[indexOf(state, '301_pallet')]?.RESET_SIZES).toBe(true);
    expect(state).toMatchObject({ door: 900, doorPanel: 400, changeSizes: { door: 900, panel: 400 }, lastChanges: { door: 0, panel: 0 } });
    // No pallet again: the sizes from before the reset stay gone; the step starts at its standard.
    const unlocked = choose(state, '301_pallet', '331');
    expect([unlocked.door, unlocked.doorPanel]).toEqual([0, 0]);
    expect(stepSizes(unlocked, unlocked.steps[indexOf(unlocked, '301_sizes')]!)).toEqual([900, 400]);
    // Another model straight from the locking pallet: its door starts at its own standard, in range.
    let glass = choose(state, 'root_model', '303');
    glass = choose(choose(choose(glass, '303_glass', '431'), '303_handle', '451'), '303_side', '461');
    expect(glass).toMatchObject({ door: 0, doorPanel: 0, pallet: { door: 0, panel: 0 }, changeSizes: { door: 0, panel: 0 }, lastChanges: { door: 0, panel: 0 } });
    expect(stepSizes(glass, glass.steps[indexOf(glass, '303_sizes')]!)).toEqual([800, 2000]);
  });

  it('the solid part is computed from the pallet sizes, disabled, with the pallet text', () => {
    let state = shower();
    state = choose(state, '301_pallet', '333');
    state = sizes(state, '301_sizes', []);
    state = sizes(state, '301_height', [1950]);
    const index = indexOf(state, '301_solid');
    const solid = state.steps[index]!;
    expect(solidIsAutomatic(state, solid)).toBe(true);
    expect(stepSizes(state, solid)).toEqual([700]);
    expect(sizeDisabled(state, solid, 0)).toBe(true);
    expect(PALLET_TEXT).toBe('Значение автоматически высчитывается в зависимости от размеров поддона.');
    expect(stepWarnings(state, solid)).toEqual([]);
    state = ensureSizeSelection(state, index);
    expect(state.steps[index]?.SELECTED?.name).toBe('700 мм');
    expect(canGoNext(state, index)).toBe(true);
  });

  it("a pallet that leaves too wide a solid part shows the spec's warning and blocks 'Далее'", () => {
    let state = choose(shower(), '301_pallet', '334');
    state = sizes(state, '301_sizes', []);
    state = sizes(state, '301_height', [1950]);
    const index = indexOf(state, '301_solid');
    state = ensureSizeSelection(state, index);
    expect(stepSizes(state, state.steps[index]!)).toEqual([1000]);
    expect(stepWarnings(state, state.steps[index]!)).toEqual(['Ширина глухой части должна быть меньше 800 мм. Вернитесь на предыдущие шаги и измените размеры.']);
    expect(canGoNext(state, index)).toBe(false);
    expect(confirmError(state.steps)).toBeNull();
    expect(confirmBlocker(state)).toBe('Ширина глухой части должна быть меньше 800 мм. Вернитесь на предыдущие шаги и измените размеры.');
  });

  it('without a pallet the solid part is free, starting at door − door panel − double part', () => {
    let state = choose(shower(), '301_pallet', '331');
    state = sizes(state, '301_sizes', [1000, 350]);
    state = sizes(state, '301_height', [1950]);
    const solid = state.steps[indexOf(state, '301_solid')]!;
    expect(solidIsAutomatic(state, solid)).toBe(false);
    expect(stepSizes(state, solid)).toEqual([650]);
    expect(sizeDisabled(state, solid, 0)).toBe(false);
  });

  it('warns when the computed solid part leaves its limits or the door is wider than it', () => {
    const base = choose(shower(), '301_pallet', '333');
    const solid = base.steps[indexOf(base, '301_solid')]!;
    const item = Object.values(solid.ITEMS)[0]!;
    const narrow = { ...base, steps: base.steps.map((step) => (step.RKEY === '301_solid' ? { ...step, ITEMS: { [item.ID]: { ...item, UF_TOP_LIMIT: 600 } } } : step)) };
    const narrowSolid = narrow.steps[indexOf(narrow, '301_solid')]!;
    expect(stepWarnings(narrow, narrowSolid)).toEqual([tooBigText('Ширина глухой части', 600)]);
    const wide = { ...narrow, steps: narrow.steps.map((step) => (step.RKEY === '301_solid' ? { ...step, ITEMS: { [item.ID]: { ...item, UF_BOTTOM_LIMIT: 800 } } } : step)) };
    const wideWarnings = stepWarnings(wide, wide.steps[indexOf(wide, '301_solid')]!);
    expect(wideWarnings).toContain(tooSmallText('Ширина глухой части', 800));
    // A door panel wider than the solid part (pallet 900: solid 500; a 600 door would not fit).
    const overDoor = { ...base, doorPanel: 800 };
    expect(stepWarnings(overDoor, solid)).toContain(DOOR_WIDER_TEXT);
    const index = indexOf(narrow, '301_solid');
    expect(canGoNext(ensureSizeSelection(narrow, index), index)).toBe(false);
  });

  it('warns on a door-and-double-part step when the door is wider than what remains (UF_DOUBLE_SOLID)', () => {
    let state = choose(choose(choose(choose(start(), 'root_model', '302'), '302_profile', '421'), '302_handle', '371'), '302_side', '381');
    state = sizes(state, '302_width', [1600]);
    const index = indexOf(state, '302_door-double');
    state = ensureSizeSelection(state, index);
    state = setSize(state, index, 1, 300).state;
    state = setSize(state, index, 0, 1000).state;
    expect(stepWarnings(state, state.steps[index]!)).toEqual([DOOR_WIDER_TEXT]);
    expect(canGoNext(state, index)).toBe(false);
    state = setSize(state, index, 0, 600).state;
    expect(stepWarnings(state, state.steps[index]!)).toEqual([]);
    state = completeStep(state, index);
    expect(stepSizes(state, state.steps[indexOf(state, '302_solid')]!)).toEqual([700]);
  });
});

describe('share restore', () => {
  it('re-applies a shared selection step by step, clamping sizes and stopping at an unknown option', () => {
    let state = choose(choose(choose(choose(start(), 'root_model', '303'), '303_glass', '433'), '433_pattern', '442'), '303_handle', '452');
    state = choose(state, '303_side', '462');
    state = sizes(state, '303_sizes', [880, 2100]);
    const code = encodeShare(selectionFromState(state));
    const selection = decodeShare(code)!;
    selection.sizes['303_sizes'] = [5000, 2100];
    let restored = start();
    for (let i = 0; i < restored.steps.length; i++) {
      const choice = applySharedStep(restored, i, selection);
      if (!choice) break;
      restored = choice.load ? addLoadedSteps(choice.state, choice.load, demoSteps(choice.load)) : choice.state;
    }
    expect(restored.steps.map((step) => step.SELECTED?.id)).toEqual(['303', '433', '442', '452', '462', '471']);
    expect(restored.values['303_sizes']).toEqual([1000, 2100]);
    expect(confirmError(restored.steps)).toBeNull();
    // A complete restore opens finished (every step collapsed), not on its last step.
    expect(isFinished(restored.steps)).toBe(true);
    expect(firstOpenIndex(restored.steps)).toBe(-1);
    const unknown = applySharedStep(start(), 0, { options: ['999'], sizes: {} });
    expect(unknown).toBeNull();
  });
});
