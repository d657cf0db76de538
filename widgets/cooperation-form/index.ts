import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { CooperationForm } from './CooperationForm';

export const cooperationFormProps = v.object({
  /** The privacy policy the consent note links to. */
  policyUrl: v.pipe(v.string(), v.nonEmpty('policyUrl is required: the form must link to the privacy policy')),
  /** The form's heading. */
  title: v.optional(v.string(), 'Сотрудничество'),
});

export type CooperationFormProps = v.InferOutput<typeof cooperationFormProps>;

export default reactWidget(CooperationForm, cooperationFormProps);
