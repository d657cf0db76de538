import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';
import { reactWidget } from '../../shared/runtime/react';
import { ManagerCall } from './ManagerCall';

export const managerCallProps = v.object({
  policyUrl: v.pipe(policyLink, v.nonEmpty('policyUrl is required: the form must link to the privacy policy'), v.description('The privacy policy the consent note links to.')),
  metrikaId: v.optional(
    v.pipe(
      v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d+$/, 'metrikaId must be a numeric counter id'))]),
      v.transform(Number),
      v.description("Yandex Metrika counter id: the goal is reported with `ym(id, 'reachGoal', goal)` when `window.ym` exists; overrides the script's `data-metrika-id`."),
    ),
  ),
  goal: v.optional(v.pipe(v.string(), v.nonEmpty(), v.description('The goal reported after a sent request: `back_call`, or the configured call-back goal (docs/analytics.md).'))),
  title: v.optional(v.pipe(v.string(), v.description("The form's heading and accessible name ('' for none, when the page has its own; the form is then named 'Связь с менеджером').")), 'Заказать звонок'),
});

export type ManagerCallProps = v.InferOutput<typeof managerCallProps>;

export default reactWidget(ManagerCall, managerCallProps);
