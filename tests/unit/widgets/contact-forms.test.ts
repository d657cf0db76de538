import { describe, expect, it, vi } from 'vitest';
import { trimmed } from '../../../shared/forms/model';
import { BACK_CALL_GOAL, reachGoal } from '../../../widgets/manager-call/model';

describe('manager-call: the back_call goal', () => {
  it('reports to Yandex Metrika with the counter id from the props', () => {
    const ym = vi.fn();
    expect(reachGoal({ ym }, 12345678, BACK_CALL_GOAL)).toBe(true);
    expect(ym).toHaveBeenCalledWith(12345678, 'reachGoal', 'back_call');
  });

  it('does nothing without a counter on the page or without an id', () => {
    const ym = vi.fn();
    expect(reachGoal({}, 12345678, BACK_CALL_GOAL)).toBe(false);
    expect(reachGoal({ ym: 'not a function' }, 12345678, BACK_CALL_GOAL)).toBe(false);
    expect(reachGoal({ ym }, null, BACK_CALL_GOAL)).toBe(false);
    expect(ym).not.toHaveBeenCalled();
  });

  it('a failing counter script does not break the form', () => {
    const ym = vi.fn(() => {
      throw new Error('blocked');
    });
    expect(reachGoal({ ym }, 1, BACK_CALL_GOAL)).toBe(false);
  });
});

describe('contact forms: values sent', () => {
  it('trims every field', () => {
    expect(trimmed({ name: '  Ольга ', comment: '\nТекст\n' })).toEqual({ name: 'Ольга', comment: 'Текст' });
  });
});
