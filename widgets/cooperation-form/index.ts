import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';
import { reactWidget } from '../../shared/runtime/react';
import { CooperationForm } from './CooperationForm';

export const cooperationFormProps = v.object({
  policyUrl: v.pipe(policyLink, v.nonEmpty('policyUrl is required: the form must link to the privacy policy'), v.description('The privacy policy the consent note links to.')),
  title: v.optional(v.pipe(v.string(), v.description("The form's heading and accessible name.")), 'Сотрудничество'),
});

export type CooperationFormProps = v.InferOutput<typeof cooperationFormProps>;

export default reactWidget(CooperationForm, cooperationFormProps);
