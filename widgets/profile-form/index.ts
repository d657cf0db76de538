import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ProfileForm } from './ProfileForm';

export const profileFormProps = v.object({
  confirmationUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('Where an e-mail change leads after 5 s to enter the code.')), '/confirmation/'),
});

export type ProfileFormProps = v.InferOutput<typeof profileFormProps>;

export default reactWidget(ProfileForm, profileFormProps);
