/** Yandex Metrika's global: `ym(counterId, 'reachGoal', goal)`. */
export type MetrikaFunction = (counterId: number, method: 'reachGoal', goal: string) => void;

export interface GoalTarget {
  ym?: unknown;
}

/** The goal the spec names for a sent call-back request. */
export const BACK_CALL_GOAL = 'back_call';

/**
 * Reports `goal` to Yandex Metrika when the page has its counter (`window.ym`) and the widget was
 * given the counter id. Answers whether it was reported. A failing counter script never breaks the form.
 */
export function reachGoal(target: GoalTarget, counterId: number | null, goal: string): boolean {
  if (counterId === null || !goal || typeof target.ym !== 'function') return false;
  try {
    (target.ym as MetrikaFunction)(counterId, 'reachGoal', goal);
    return true;
  } catch {
    return false;
  }
}
