import { describe, expect, it } from 'vitest';
import { autogrowHeight } from '../../../widgets/autogrow/model';
import { hiddenItems } from '../../../widgets/expandable-list/model';
import { nationalDigits } from '../../../widgets/input-mask/model';
import { needsToggle, toggleLabel } from '../../../widgets/show-more/model';
import selectTabs from '../../../widgets/select-tabs/index';
import tabs from '../../../widgets/tabs/index';
import { tabIndexForKey } from '../../../widgets/tabs/model';
import { initialRotation, isRotating, rotate, rotationControlLabel, slideLabel } from '../../../shared/ui/slider-model';

describe('show-more threshold', () => {
  it('hides the toggle for content under 75 px', () => {
    expect(needsToggle(74)).toBe(false);
    expect(needsToggle(74.9)).toBe(false);
    expect(needsToggle(75)).toBe(true);
    expect(needsToggle(400)).toBe(true);
    expect(toggleLabel(false)).toBe('Показать полностью');
    expect(toggleLabel(true)).toBe('Свернуть');
  });
});

describe('tabs keys', () => {
  it('arrows wrap around, Home and End jump, other keys are left alone', () => {
    expect(tabIndexForKey(0, 'ArrowRight', 3)).toBe(1);
    expect(tabIndexForKey(2, 'ArrowRight', 3)).toBe(0);
    expect(tabIndexForKey(0, 'ArrowLeft', 3)).toBe(2);
    expect(tabIndexForKey(1, 'Home', 3)).toBe(0);
    expect(tabIndexForKey(1, 'End', 3)).toBe(2);
    expect(tabIndexForKey(1, 'Enter', 3)).toBeNull();
  });

  it('the enhancer gives the markup tab roles and shows the matching page', () => {
    document.body.innerHTML = `<div data-widget="tabs"><div data-tabs><button data-tab="a">А</button><button data-tab="b">Б</button></div>
      <div data-tab-page="a">Первая</div><div data-tab-page="b" hidden>Вторая</div></div>`;
    const unmount = tabs.mount(document.querySelector<HTMLElement>('[data-widget]')!, {});
    const [first, second] = document.querySelectorAll<HTMLElement>('[role="tab"]');
    expect(document.querySelector('[data-tabs]')!.getAttribute('role')).toBe('tablist');
    expect(first!.getAttribute('aria-selected')).toBe('true');
    second!.click();
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector<HTMLElement>('[data-tab-page="a"]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-tab-page="b"]')!.hidden).toBe(false);
    second!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(first);
    unmount();
  });
});

describe('select-tabs attributes (spec 3: tab index, popup target)', () => {
  it('data-tab-index picks the page shown first; data-popup-target names the popup holding the pages', () => {
    document.body.innerHTML = `<div data-widget="select-tabs"><select data-select-tabs data-tab-index="1" data-popup-target="#parts">
        <option value="a">А</option><option value="b">Б</option></select></div>
      <div id="parts" data-vt-popup-id="parts"><div data-tab-page="a">Первая</div><div data-tab-page="b" hidden>Вторая</div></div>`;
    const unmount = selectTabs.mount(document.querySelector<HTMLElement>('[data-widget]')!, {});
    const select = document.querySelector('select')!;
    const page = (key: string) => document.querySelector<HTMLElement>(`[data-tab-page="${key}"]`)!;
    expect(select.value).toBe('b');
    expect([page('a').hidden, page('b').hidden]).toEqual([true, false]);
    select.value = 'a';
    select.dispatchEvent(new Event('change'));
    expect([page('a').hidden, page('b').hidden]).toEqual([false, true]);
    unmount();
  });
});

describe('carousel rotation', () => {
  it('runs unless stopped, hovered, focused or off the screen; reduced motion starts stopped', () => {
    let state = initialRotation(false);
    expect(isRotating(state)).toBe(true);
    state = rotate(state, 'pointer-enter');
    expect(isRotating(state)).toBe(false);
    state = rotate(state, 'pointer-leave');
    state = rotate(state, 'focus-in');
    expect(isRotating(state)).toBe(false);
    state = rotate(state, 'focus-out');
    expect(isRotating(state)).toBe(true);
    state = rotate(state, 'out-of-sight');
    expect(isRotating(state)).toBe(false);
    expect(rotationControlLabel(state)).toBe('Остановить автопрокрутку слайдов');
    state = rotate(state, 'in-sight');
    expect(isRotating(state)).toBe(true);
    expect(rotationControlLabel(state)).toBe('Остановить автопрокрутку слайдов');
    state = rotate(state, 'toggle');
    expect(isRotating(state)).toBe(false);
    expect(rotationControlLabel(state)).toBe('Запустить автопрокрутку слайдов');
    expect(isRotating(initialRotation(true))).toBe(false);
    expect(slideLabel(1, 5)).toBe('2 из 5');
  });
});

describe('small helpers', () => {
  it('autogrow stops at about 304 px and scrolls past it', () => {
    expect(autogrowHeight(120)).toEqual({ height: 120, scroll: false });
    expect(autogrowHeight(304)).toEqual({ height: 304, scroll: false });
    expect(autogrowHeight(305)).toEqual({ height: 304, scroll: true });
  });

  it('expandable list hides items past the visible count while collapsed', () => {
    expect(hiddenItems(6, 4, false)).toEqual([false, false, false, false, true, true]);
    expect(hiddenItems(6, 4, true).some(Boolean)).toBe(false);
  });

  it('a pasted whole phone number keeps its national digits', () => {
    expect(nationalDigits('8 912 345-67-89')).toBe('9123456789');
    expect(nationalDigits('+7 (912) 345-67-89')).toBe('9123456789');
    expect(nationalDigits('912')).toBeNull();
  });
});
