/**
 * The call-back form's controller: the shared form's parts, the success text, and the goal reported
 * once a request is sent. Its request and the reports come in through `ManagerCallIO` (io.ts on a page).
 */

import type { Fact } from '../../shared/analytics/facts';
import type { ApiResult } from '../../shared/api/http';
import type { ManagerCallPayload } from '../../shared/api/forms';
import { defineController } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { MANAGER_CALL_CODES } from '../../shared/forms/codes';
import { contactFormParts, formIO, type FormChecks } from '../../shared/forms/controller';
import { MANAGER_CALL_SUCCESS } from '../../shared/forms/messages';
import { trimmed } from '../../shared/forms/model';
import { BACK_CALL_GOAL } from './model';

export type ManagerCallValues = { name: string; phone: string };

const EMPTY: ManagerCallValues = { name: '', phone: '' };

export interface ManagerCallIO extends FormChecks {
  send(payload: ManagerCallPayload): Promise<ApiResult<undefined>>;
  /** The configured analytics; false when it reported nothing. */
  track(fact: Fact): boolean;
  /** Yandex Metrika's `reachGoal` on the page's counter, when there is one. */
  reachGoal(counterId: number | null, goal: string): void;
  /** Tells other analytics (GA, a tag manager) that `goal` was reached: `vitrina:goal` from the form. */
  announceGoal(goal: string): void;
}

export interface ManagerCallOptions {
  /** Yandex Metrika's counter (the props' or the script tag's). */
  metrikaId?: number | undefined;
  /** The goal's name; `back_call` by default. */
  goal?: string | undefined;
}

/** Name and phone; on success the texts of spec 8 (`done`), the form cleared and the goal reported. */
export function createManagerCall(io: ManagerCallIO, options: ManagerCallOptions) {
  const scope = createScope();
  const goal = options.goal ?? BACK_CALL_GOAL;
  const form = contactFormParts<ManagerCallValues, undefined>(scope, formIO(io, (values, token) => io.send({ ...trimmed(values), token })), {
    initial: EMPTY,
    codes: MANAGER_CALL_CODES,
    action: 'manager_call',
    success: MANAGER_CALL_SUCCESS,
    onSuccess: () => {
      // With analytics configured its goal is the one report; without, the counter the props name.
      if (!io.track({ kind: 'goal', goal: 'callback', name: options.goal, counter: options.metrikaId })) io.reachGoal(options.metrikaId ?? null, goal);
      io.announceGoal(goal);
    },
  });
  return defineController(scope, form);
}
