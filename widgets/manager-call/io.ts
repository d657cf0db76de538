import { track } from '../../shared/analytics/track';
import { sendManagerCall } from '../../shared/api/forms';
import { pageFormChecks } from '../../shared/forms/io';
import type { ManagerCallIO } from './controller';
import { reachGoal } from './model';

/** The call-back form on a page: the API, analytics, the page's Metrika counter, and the form element for its event. */
export function pageManagerCallIO(formElement: () => HTMLFormElement | null): ManagerCallIO {
  return {
    ...pageFormChecks(),
    send: sendManagerCall,
    track,
    reachGoal: (counterId, goal) => void reachGoal(window as { ym?: unknown }, counterId, goal),
    announceGoal: (goal) => void formElement()?.dispatchEvent(new CustomEvent('vitrina:goal', { bubbles: true, detail: { goal } })),
  };
}
