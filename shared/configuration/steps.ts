/**
 * The configurator's rules (spec 3, 4 "Configurator", 5), as pure functions over the saved state: the
 * configurator applies them as the shopper goes, the summary page to rebuild a shared configuration.
 *
 * Sizes: a size step ('r' one value, 't' two) writes its values to `values[RKEY]` and, when its item's
 * flags say so, to the state's named sizes: UF_DOOR -> `door` (the door block), UF_DOOR_PANEL ->
 * `doorPanel` (its movable panel), UF_DOUBLE_PART -> `doublePart`, UF_WIDTH -> `width` (the opening),
 * UF_SOLID_PART -> `solidPart`. An option with UF_CHANGE_DOOR / UF_CHANGE_PANEL (a pallet) locks
 * `door` / `doorPanel` at that value; choosing an option without them unlocks and restores the value
 * the shopper had before the lock.
 */
import type { ConfiguratorStep, StepItem } from '../api/configurator';
import { emptyState, type ConfiguratorState, type ShareSelection } from './saved';

/** Spec 8: confirming (or ordering) a configuration with a step left open. */
export const CONFIRM_ERROR = 'Необходимо пройти все шаги конфигуратора.';
export const PALLET_TEXT = 'Значение автоматически высчитывается в зависимости от размеров поддона.';
export const DOOR_WIDER_TEXT = 'Ширина подвижной части двери превышает ширину глухой части двери. Вернитесь на предыдущие шаги и измените размеры.';
/** Spec 9: the reset button needs at least this many steps. */
export const RESET_MIN_STEPS = 3;
/** Spec 5: the single-size range when the CMS set no top limit. */
export const DEFAULT_SINGLE_TOP = 10_000;

export const maxText = (limit: number): string => `Максимальное значение: ${limit}`;
export const minText = (limit: number): string => `Минимальное значение: ${limit}`;
export const tooBigText = (title: string, top: number): string => `${title} должна быть меньше ${top} мм. Вернитесь на предыдущие шаги и измените размеры.`;
export const tooSmallText = (title: string, bottom: number): string => `${title} должна быть больше ${bottom} мм. Вернитесь на предыдущие шаги и измените размеры.`;
export const millimetres = (value: number): string => `${value} мм`;
export const counterText = (current: number, total: number): string => `шаг ${current} из ${total}`;

export type SizeTarget = 'door' | 'doorPanel' | 'doublePart' | 'width' | 'solidPart';
export type SizeIndex = 0 | 1;

export function isSizeStep(step: ConfiguratorStep): boolean {
  return step.TEMPLATE === 'r' || step.TEMPLATE === 't';
}

/** The option a size step is about (size steps carry one). */
export function sizeItem(step: ConfiguratorStep): StepItem | undefined {
  return Object.values(step.ITEMS)[0];
}

export function sizeCount(step: ConfiguratorStep): 1 | 2 {
  return step.TEMPLATE === 't' ? 2 : 1;
}

/** Which named size each of the step's values sets. */
export function sizeTargets(step: ConfiguratorStep): [SizeTarget | null, SizeTarget | null] {
  const item = sizeItem(step);
  if (!item || !isSizeStep(step)) return [null, null];
  if (step.TEMPLATE === 'r') {
    if (item.UF_SOLID_PART) return ['solidPart', null];
    if (item.UF_WIDTH) return ['width', null];
    if (item.UF_DOOR) return ['door', null];
    if (item.UF_DOOR_PANEL) return ['doorPanel', null];
    if (item.UF_DOUBLE_PART) return ['doublePart', null];
    return [null, null];
  }
  if (item.UF_DOOR) return ['door', item.UF_DOOR_PANEL ? 'doorPanel' : item.UF_DOUBLE_PART ? 'doublePart' : null];
  if (item.UF_DOOR_PANEL) return ['doorPanel', item.UF_DOUBLE_PART ? 'doublePart' : null];
  if (item.UF_WIDTH) return ['width', null];
  return [null, null];
}

// ---- limits ----------------------------------------------------------------------------------------

export interface SizeRange {
  min: number;
  max: number;
  standard: number;
}

/**
 * The range of one size. Missing limits (spec 5): 0..1 for a two-size step; standard..standard+1 for
 * a single size (up to 10000 without a standard). The first size of a step with UF_LIMIT_CHANGE takes
 * the _V2 limits while the second size exceeds UF_LIMIT_VALUE.
 */
export function sizeRange(step: ConfiguratorStep, index: SizeIndex, otherValue?: number): SizeRange {
  const item = sizeItem(step);
  const two = step.TEMPLATE === 't';
  let bottom = index === 0 ? item?.UF_BOTTOM_LIMIT : item?.UF_BOTTOM_LIMIT_2;
  let top = index === 0 ? item?.UF_TOP_LIMIT : item?.UF_TOP_LIMIT_2;
  const standard = (index === 0 ? item?.UF_STANDART : item?.UF_STANDART_2) ?? null;
  if (item && index === 0 && two && usesV2(item, otherValue)) {
    bottom = item.UF_BOTTOM_LIMIT_V2 ?? bottom;
    top = item.UF_TOP_LIMIT_V2 ?? top;
  }
  let min: number;
  let max: number;
  if (bottom == null || top == null) {
    if (two) {
      min = bottom ?? 0;
      max = top ?? 1;
    } else {
      min = bottom ?? standard ?? 0;
      max = top ?? (standard != null ? standard + 1 : DEFAULT_SINGLE_TOP);
    }
  } else {
    min = bottom;
    max = top;
  }
  if (max < min) max = min;
  const start = standard ?? min;
  return { min, max, standard: Math.min(max, Math.max(min, start)) };
}

/** The _V2 limits apply: the step allows the switch and the other dimension exceeds the threshold. */
export function usesV2(item: StepItem, otherValue: number | undefined): boolean {
  if (!item.UF_LIMIT_CHANGE || item.UF_LIMIT_VALUE == null || otherValue == null) return false;
  if (item.UF_BOTTOM_LIMIT_V2 == null && item.UF_TOP_LIMIT_V2 == null) return false;
  return otherValue > item.UF_LIMIT_VALUE;
}

export interface ClampResult {
  value: number;
  /** The toast text when the value was out of range, else null. */
  message: string | null;
}

/** Rounds to whole millimetres and clamps to the range, with the spec's toast text. */
export function clampSize(value: number, range: Pick<SizeRange, 'min' | 'max'>): ClampResult {
  const rounded = Math.round(value);
  if (rounded > range.max) return { value: range.max, message: maxText(range.max) };
  if (rounded < range.min) return { value: range.min, message: minText(range.min) };
  return { value: rounded, message: null };
}

/** What the shopper typed as a number (a comma is a decimal point), or null for nothing usable. */
export function parseSizeInput(text: string): number | null {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

// ---- locks -----------------------------------------------------------------------------------------

/** The value a size is locked at by another step's option, or null when it is free. */
export function lockedValue(state: ConfiguratorState, target: SizeTarget | null): number | null {
  if (target === 'door' && state.changeSizes.door > 0) return state.changeSizes.door;
  if (target === 'doorPanel' && state.changeSizes.panel > 0) return state.changeSizes.panel;
  return null;
}

export function palletDependent(state: ConfiguratorState): boolean {
  return state.changeSizes.door > 0 || state.changeSizes.panel > 0;
}

/** The door block size the solid part is taken from: the door size, else the opening width. */
export function doorSize(state: ConfiguratorState): number {
  return state.door > 0 ? state.door : state.width;
}

/** Spec 4: solid part = door size − door panel − double part (null while the door size is unknown). */
export function computedSolidPart(state: ConfiguratorState): number | null {
  const size = doorSize(state);
  if (size <= 0) return null;
  return size - state.doorPanel - state.doublePart;
}

/** The solid part is computed and its slider disabled (its inputs depend on a pallet). */
export function solidIsAutomatic(state: ConfiguratorState, step: ConfiguratorStep): boolean {
  return sizeTargets(step)[0] === 'solidPart' && palletDependent(state) && computedSolidPart(state) !== null;
}

/** The values a size step shows now (locks, the automatic solid part and defaults applied). */
export function stepSizes(state: ConfiguratorState, step: ConfiguratorStep): number[] {
  const targets = sizeTargets(step);
  const stored = state.values[step.RKEY] ?? [];
  const count = sizeCount(step);
  const result: number[] = [];
  for (let i = 0; i < count; i++) {
    const index = i as SizeIndex;
    const target = targets[index];
    const locked = lockedValue(state, target);
    if (locked !== null) {
      result.push(locked);
      continue;
    }
    if (target === 'solidPart' && solidIsAutomatic(state, step)) {
      result.push(computedSolidPart(state) ?? 0);
      continue;
    }
    const own = stored[i];
    if (own !== undefined) {
      result.push(own);
      continue;
    }
    const named = target ? state[target] : 0;
    if (named > 0) {
      result.push(named);
      continue;
    }
    if (target === 'solidPart') {
      const computed = computedSolidPart(state);
      if (computed !== null) {
        result.push(clampSize(computed, sizeRange(step, 0)).value);
        continue;
      }
    }
    result.push(NaN);
  }
  // Defaults last: the first size's range may depend on the second (V2).
  if (count === 2 && Number.isNaN(result[1])) result[1] = sizeRange(step, 1).standard;
  if (Number.isNaN(result[0])) result[0] = sizeRange(step, 0, result[1]).standard;
  return result;
}

/** The size is disabled: locked by another step, or the automatic solid part. */
export function sizeDisabled(state: ConfiguratorState, step: ConfiguratorStep, index: SizeIndex): boolean {
  const target = sizeTargets(step)[index];
  if (lockedValue(state, target) !== null) return true;
  return target === 'solidPart' && solidIsAutomatic(state, step);
}

function sizeTitle(step: ConfiguratorStep, index: SizeIndex): string {
  const item = sizeItem(step);
  const title = index === 0 ? item?.UF_SIZE_TITLE : item?.UF_SIZE_TITLE_2;
  return title || item?.NAME || step.TITLE;
}

export function sizeLabels(step: ConfiguratorStep): string[] {
  return sizeCount(step) === 2 ? [sizeTitle(step, 0), sizeTitle(step, 1)] : [sizeTitle(step, 0)];
}

/** SELECTED.name of a size step: 'Ширина двери: 900 мм, Ширина панели: 400 мм' or '1950 мм'. */
export function sizeSummary(step: ConfiguratorStep, sizes: number[]): string {
  if (sizes.length === 1) return millimetres(sizes[0] ?? 0);
  const labels = sizeLabels(step);
  return sizes.map((value, i) => `${labels[i]}: ${millimetres(value)}`).join(', ');
}

/** Writes a size step's values into the state (named sizes, values map, the step's selection). */
function writeSizes(state: ConfiguratorState, index: number, sizes: number[]): ConfiguratorState {
  const step = state.steps[index];
  const item = step && sizeItem(step);
  if (!step || !item) return state;
  const next: ConfiguratorState = { ...state, values: { ...state.values, [step.RKEY]: sizes } };
  sizeTargets(step).forEach((target, i) => {
    if (target && sizes[i] !== undefined) next[target] = sizes[i] ?? 0;
  });
  const steps = [...state.steps];
  steps[index] = { ...step, SELECTED: { id: item.ID, name: sizeSummary(step, sizes) } };
  return { ...next, steps };
}

export interface SizeChange {
  state: ConfiguratorState;
  /** The limit toast, when the value was clamped. */
  message: string | null;
}

/**
 * Sets one size of a size step: rounded, clamped to its (possibly _V2) range; a locked or automatic
 * size keeps its value. Changing the second size re-clamps the first to its new range.
 */
export function setSize(state: ConfiguratorState, index: number, which: SizeIndex, value: number): SizeChange {
  const step = state.steps[index];
  if (!step || !isSizeStep(step)) return { state, message: null };
  if (sizeDisabled(state, step, which)) return { state: writeSizes(state, index, stepSizes(state, step)), message: null };
  const sizes = [...stepSizes(state, step)];
  const range = which === 0 ? sizeRange(step, 0, sizes[1]) : sizeRange(step, 1);
  const clamped = clampSize(value, range);
  sizes[which] = clamped.value;
  let message = clamped.message;
  if (which === 1 && !sizeDisabled(state, step, 0)) {
    const first = clampSize(sizes[0] ?? 0, sizeRange(step, 0, sizes[1]));
    sizes[0] = first.value;
    message ??= first.message;
  }
  return { state: hideNextFrom(writeSizes(state, index, sizes), index), message };
}

/** A size step that is opened gets its current values as its selection (standard sizes at first). */
export function ensureSizeSelection(state: ConfiguratorState, index: number): ConfiguratorState {
  const step = state.steps[index];
  if (!step || !isSizeStep(step)) return state;
  const sizes = stepSizes(state, step);
  const current = state.values[step.RKEY];
  if (step.SELECTED && current && current.length === sizes.length && current.every((value, i) => value === sizes[i])) return state;
  return writeSizes(state, index, sizes);
}

// ---- warnings --------------------------------------------------------------------------------------

/** Spec 5 warnings for a size step; a step with warnings cannot go on. */
export function stepWarnings(state: ConfiguratorState, step: ConfiguratorStep): string[] {
  const item = sizeItem(step);
  if (!item || !isSizeStep(step)) return [];
  const warnings: string[] = [];
  const [first] = sizeTargets(step);
  if (first === 'solidPart') {
    const solid = stepSizes(state, step)[0] ?? 0;
    if (solidIsAutomatic(state, step)) {
      if (item.UF_TOP_LIMIT != null && solid > item.UF_TOP_LIMIT) warnings.push(tooBigText(sizeTitle(step, 0), item.UF_TOP_LIMIT));
      if (item.UF_BOTTOM_LIMIT != null && solid < item.UF_BOTTOM_LIMIT) warnings.push(tooSmallText(sizeTitle(step, 0), item.UF_BOTTOM_LIMIT));
    }
    if (item.UF_SOLID_WARNING && state.doorPanel > 0 && state.doorPanel > solid) warnings.push(DOOR_WIDER_TEXT);
  }
  if (item.UF_DOUBLE_SOLID) {
    const named = namedFrom(state, step);
    const solid = computedSolidPart({ ...state, ...named });
    if (solid !== null && named.doorPanel > 0 && named.doorPanel > solid) warnings.push(DOOR_WIDER_TEXT);
  }
  return warnings;
}

function namedFrom(state: ConfiguratorState, step: ConfiguratorStep): Pick<ConfiguratorState, SizeTarget> {
  const named = { door: state.door, doorPanel: state.doorPanel, doublePart: state.doublePart, width: state.width, solidPart: state.solidPart };
  const sizes = stepSizes(state, step);
  sizeTargets(step).forEach((target, i) => {
    if (target) named[target] = sizes[i] ?? 0;
  });
  return named;
}

// ---- steps -----------------------------------------------------------------------------------------

/** Spec 4: a step is shown only when every step before it has showNext. */
export function visibleCount(steps: readonly ConfiguratorStep[]): number {
  let count = 0;
  for (const step of steps) {
    count++;
    if (!step.showNext) break;
  }
  return count;
}

/** Every step has a selection and is done: where 'Далее' on the last step leaves the shopper. */
export function isFinished(steps: ConfiguratorStep[]): boolean {
  return steps.length > 0 && steps.every((step) => step.SELECTED && step.showNext);
}

/**
 * The step the shopper works on after a load or a restore: the first one not done, or -1 (every step
 * collapsed, the finished configuration ready to confirm) when all of them are done.
 */
export function firstOpenIndex(steps: ConfiguratorStep[]): number {
  if (isFinished(steps)) return -1;
  return Math.max(0, visibleCount(steps) - 1);
}

/** 'Далее' is enabled: a selection, a step that is not disabled and no size warning. */
export function canGoNext(state: ConfiguratorState, index: number): boolean {
  const step = state.steps[index];
  if (!step || !step.SELECTED || step.DISABLED) return false;
  return stepWarnings(state, step).length === 0;
}

/** 'Далее': the step is done (showNext) and the next one shows. */
export function completeStep(state: ConfiguratorState, index: number): ConfiguratorState {
  if (!canGoNext(state, index)) return state;
  const steps = [...state.steps];
  steps[index] = { ...steps[index]!, showNext: true };
  return { ...state, steps };
}

function hideNextFrom(state: ConfiguratorState, index: number): ConfiguratorState {
  if (!state.steps.slice(index).some((step) => step.showNext)) return state;
  return { ...state, steps: state.steps.map((step, i) => (i >= index && step.showNext ? { ...step, showNext: false } : step)) };
}

/** Removes the steps loaded by any option of this step, and theirs, recursively. */
export function removeDescendants(steps: ConfiguratorStep[], index: number): ConfiguratorStep[] {
  const step = steps[index];
  if (!step) return steps;
  const parents = new Set(Object.keys(step.ITEMS));
  let remaining = steps;
  for (;;) {
    const removed = remaining.filter((candidate) => parents.has(candidate.PARENT));
    if (removed.length === 0) return remaining;
    for (const gone of removed) for (const id of Object.keys(gone.ITEMS)) parents.add(id);
    remaining = remaining.filter((candidate) => !parents.has(candidate.PARENT));
  }
}

/**
 * Spec 4: new steps go right after the step of the option that loaded them, in SORT order. A step
 * already present (same RKEY) is replaced.
 */
export function insertSteps(steps: ConfiguratorStep[], parentOption: string | null, loaded: ConfiguratorStep[]): ConfiguratorStep[] {
  const keys = new Set(loaded.map((step) => step.RKEY));
  const kept = steps.filter((step) => !keys.has(step.RKEY));
  const sorted = [...loaded].sort((a, b) => a.SORT - b.SORT);
  if (parentOption == null) return [...sorted, ...kept];
  const at = kept.findIndex((step) => parentOption in step.ITEMS);
  if (at < 0) return [...kept, ...sorted];
  return [...kept.slice(0, at + 1), ...sorted, ...kept.slice(at + 1)];
}

/**
 * Clears every size, the pallet and the panel data (RESET_SIZES = Y), the locks and the values kept
 * for an unlock included; size steps lose their selection.
 */
export function resetSizes(state: ConfiguratorState): ConfiguratorState {
  const blank = emptyState();
  return {
    ...state,
    door: 0,
    doorPanel: 0,
    doublePart: 0,
    solidPart: 0,
    width: 0,
    pallet: blank.pallet,
    changeSizes: blank.changeSizes,
    lastChanges: blank.lastChanges,
    values: {},
    steps: state.steps.map((step) => (isSizeStep(step) ? { ...step, SELECTED: null, showNext: false } : step)),
  };
}

/** The locks the chosen options set now: the selected option of a step with UF_CHANGE_DOOR / _PANEL. */
export function chosenLocks(steps: ConfiguratorStep[]): { door: number; panel: number } {
  const locks = { door: 0, panel: 0 };
  for (const step of steps) {
    const item = step.SELECTED ? step.ITEMS[step.SELECTED.id] : undefined;
    if (!item) continue;
    if (item.UF_CHANGE_DOOR != null && item.UF_CHANGE_DOOR > 0) locks.door = item.UF_CHANGE_DOOR;
    if (item.UF_CHANGE_PANEL != null && item.UF_CHANGE_PANEL > 0) locks.panel = item.UF_CHANGE_PANEL;
  }
  return locks;
}

/**
 * Brings the door and panel locks in line with the chosen options: a new lock remembers the value it
 * replaces (lastChanges) and sets the size; a lock that went away restores the remembered value.
 */
export function applyLocks(before: ConfiguratorState, after: ConfiguratorState): ConfiguratorState {
  const locks = chosenLocks(after.steps);
  const next = { ...after, changeSizes: { ...after.changeSizes }, lastChanges: { ...after.lastChanges }, pallet: { ...after.pallet } };
  const pairs = [
    ['door', 'door'],
    ['panel', 'doorPanel'],
  ] as const;
  let changed = false;
  for (const [key, target] of pairs) {
    const was = before.changeSizes[key];
    const lock = locks[key];
    next.pallet[key] = lock;
    if (lock === was) {
      if (lock > 0) next[target] = lock;
      continue;
    }
    changed = true;
    if (lock > 0) {
      if (was === 0) next.lastChanges[key] = before[target];
      next[target] = lock;
    } else {
      next[target] = next.lastChanges[key];
    }
    next.changeSizes[key] = lock;
  }
  if (changed) {
    // Size steps showing a locked or unlocked size take the new value the next time they open.
    const values = { ...next.values };
    for (const step of next.steps) {
      const targets = sizeTargets(step);
      if (targets.includes('door') || targets.includes('doorPanel') || targets.includes('solidPart')) delete values[step.RKEY];
    }
    next.values = values;
  }
  return next;
}

export interface Choice {
  state: ConfiguratorState;
  /** The option whose dependent steps must be loaded now, or null. */
  load: string | null;
}

/**
 * Spec 4: choosing an option stores it in SELECTED, hides the next-step flag of this and every later
 * step, removes the steps the previous choice loaded, clears sizes on a RESET_SIZES step and applies
 * the option's locks. `load` says which option's steps to fetch.
 */
export function chooseOption(state: ConfiguratorState, index: number, optionId: string): Choice {
  const step = state.steps[index];
  const item = step?.ITEMS[optionId];
  if (!step || !item) return { state, load: null };
  const same = step.SELECTED?.id === optionId;
  let steps = [...state.steps];
  steps[index] = { ...step, SELECTED: { id: item.ID, name: item.NAME } };
  if (!same) steps = removeDescendants(steps, index);
  let next: ConfiguratorState = hideNextFrom({ ...state, steps }, index);
  if (same) return { state: next, load: null };
  // After a reset the locks start from nothing: an unlock must not bring back a size from before it.
  if (step.RESET_SIZES) next = resetSizes(next);
  next = applyLocks(step.RESET_SIZES ? resetSizes(state) : state, next);
  const load = step.CHILDREN.includes(optionId) ? optionId : null;
  return { state: { ...next, parent: load ?? next.parent }, load };
}

/** Adds the steps an option loaded (after its step, in SORT order). */
export function addLoadedSteps(state: ConfiguratorState, parentOption: string | null, loaded: ConfiguratorStep[]): ConfiguratorState {
  return { ...state, steps: insertSteps(state.steps, parentOption, loaded) };
}

/** Spec 5: confirming needs a selection on every step. */
export function confirmError(steps: ConfiguratorStep[]): string | null {
  if (steps.length === 0 || steps.some((step) => !step.SELECTED)) return CONFIRM_ERROR;
  return null;
}

/**
 * What stops 'Подтвердить конфигурацию': a step without a selection (spec 5), else a size warning
 * still standing (a configuration that cannot be made); null when it can be confirmed.
 */
export function confirmBlocker(state: ConfiguratorState): string | null {
  const missing = confirmError(state.steps);
  if (missing) return missing;
  for (const step of state.steps) {
    const warning = stepWarnings(state, step)[0];
    if (warning) return warning;
  }
  return null;
}

/** Spec 9: the reset button needs at least 3 steps. */
export function resetAllowed(steps: ConfiguratorStep[]): boolean {
  return steps.length >= RESET_MIN_STEPS;
}

/** Marks every step done (a restored share link or confirmation). */
export function allDone(state: ConfiguratorState): ConfiguratorState {
  return { ...state, steps: state.steps.map((step) => (step.SELECTED ? { ...step, showNext: true } : step)) };
}

// ---- the way back ----------------------------------------------------------------------------------

/**
 * The steps the shopper left, oldest first, by RKEY (indexes shift as steps load and go): the top
 * link goes back along it, in the order the shopper moved (spec 4), not by step number.
 */
export type Trail = readonly string[];

/** The trail after the shopper moves from the open step `from` to the step `to` ('Далее', a reopened title). */
export function leaveStep(trail: Trail, steps: readonly ConfiguratorStep[], from: number, to: number): Trail {
  const left = steps[from];
  if (!left || from === to || trail[trail.length - 1] === left.RKEY) return trail;
  return [...trail, left.RKEY];
}

/**
 * Where 'Назад' goes from the open step: the latest step on the trail that is still there and shown,
 * with the trail before it; null when there is none (nothing walked yet in this page).
 */
export function stepBack(trail: Trail, steps: readonly ConfiguratorStep[], open: number): { index: number; trail: Trail } | null {
  const shown = visibleCount(steps);
  for (let at = trail.length - 1; at >= 0; at--) {
    const index = steps.findIndex((step) => step.RKEY === trail[at]);
    if (index >= 0 && index < shown && index !== open) return { index, trail: trail.slice(0, at) };
  }
  return null;
}

// ---- restoring a shared selection -----------------------------------------------------------------

/**
 * Applies the shared choice for the step at `index` (the option of `selection` that belongs to it,
 * re-checked against the step's items). Returns null when the link names no option of this step:
 * the restore stops there and the shopper goes on by hand.
 */
export function applySharedStep(state: ConfiguratorState, index: number, selection: ShareSelection): Choice | null {
  const step = state.steps[index];
  if (!step) return null;
  const optionId = selection.options.find((id) => id in step.ITEMS);
  if (optionId === undefined) return null;
  let choice = chooseOption(state, index, optionId);
  if (isSizeStep(step)) {
    let next = ensureSizeSelection(choice.state, index);
    const shared = selection.sizes[step.RKEY] ?? [];
    // Second size first: the first's range may depend on it.
    for (const which of [1, 0] as const) {
      const value = shared[which];
      if (value !== undefined && which < sizeCount(step)) next = setSize(next, index, which, value).state;
    }
    choice = { ...choice, state: next };
  }
  if (!canGoNext(choice.state, index)) return { ...choice, state: choice.state };
  return { ...choice, state: completeStep(choice.state, index) };
}

/** The steps of the root (null) or of a chosen option, from the server. */
export type LoadSteps = (parent: string | null) => Promise<ConfiguratorStep[]>;

/**
 * Rebuilds a selection (a share link's, or the buy card's preselection) from the steps the server
 * returns now, with the configurator's own rules: the root steps, then step by step the selection's
 * option for that step, its dependent steps loaded, sizes held to the limits. The first step the
 * selection cannot complete ends it, as does `stepLimit`; `restored` counts the steps before that.
 */
export async function restoreSelection(selection: ShareSelection, loadSteps: LoadSteps, stepLimit = Infinity): Promise<{ state: ConfiguratorState; restored: number }> {
  let state: ConfiguratorState = { ...emptyState(), steps: await loadSteps(null) };
  let index = 0;
  for (; index < state.steps.length && index < stepLimit; index++) {
    const choice = applySharedStep(state, index, selection);
    if (!choice) break;
    state = choice.load ? addLoadedSteps(choice.state, choice.load, await loadSteps(choice.load)) : choice.state;
    if (!state.steps[index]?.showNext) break;
  }
  return { state, restored: index };
}
