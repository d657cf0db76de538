import type { Profile } from '../../shared/api/user';
import { PROFILE_EMAIL_CHANGED_SUCCESS, PROFILE_SUCCESS, type SuccessMessage } from '../../shared/forms/messages';

export type ProfileValues = {
  name: string;
  phone: string;
  birthday: string;
  email: string;
  subscription: boolean;
};

export const EMPTY_PROFILE: ProfileValues = { name: '', phone: '', birthday: '', email: '', subscription: false };

/** The form's values from the saved profile (the phone is shown masked by the input). */
export function valuesFromProfile(profile: Profile | null | undefined): ProfileValues {
  if (!profile) return EMPTY_PROFILE;
  return { name: profile.name, phone: profile.phone, birthday: profile.birthday, email: profile.email, subscription: profile.subscription };
}

/** Spec 8: 'Изменения успешно сохранены.', with the longer text when the e-mail changed. */
export function savedMessage(emailChanged: boolean): SuccessMessage {
  return emailChanged ? PROFILE_EMAIL_CHANGED_SUCCESS : PROFILE_SUCCESS;
}

/** Where an e-mail change leads after 5 s (spec 2). */
export const CONFIRMATION_URL = '/confirmation/';
