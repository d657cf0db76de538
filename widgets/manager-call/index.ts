import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ManagerCall } from './ManagerCall';

export const managerCallProps = v.object({
  /** The privacy policy the consent note links to. */
  policyUrl: v.pipe(v.string(), v.nonEmpty('policyUrl is required: the form must link to the privacy policy')),
  /** Yandex Metrika counter id: the goal is reported with `ym(id, 'reachGoal', goal)` when `window.ym` exists. */
  metrikaId: v.optional(
    v.pipe(
      v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d+$/, 'metrikaId must be a numeric counter id'))]),
      v.transform(Number),
    ),
  ),
  /** The goal reported after a sent request: `back_call`, or the configured call-back goal (README 'Analytics'). */
  goal: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** The form's heading ('' for none, when the page has its own). */
  title: v.optional(v.string(), 'Заказать звонок'),
});

export type ManagerCallProps = v.InferOutput<typeof managerCallProps>;

export default reactWidget(ManagerCall, managerCallProps);
