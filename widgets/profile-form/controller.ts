/**
 * The profile form's controller: the shared account form's parts, filled once from the shared user,
 * the saved text, and the way to /confirmation/ after an e-mail change.
 */

import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiResult } from '../../shared/api/http';
import type { Profile, ProfilePayload, UpdateAnswer } from '../../shared/api/user';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Later } from '../../shared/controller/scope';
import { PROFILE_CODES } from '../../shared/forms/codes';
import { accountFormParts, formIO, type FormChecks } from '../../shared/forms/controller';
import { SUCCESS_REDIRECT_DELAY_MS, type SuccessMessage } from '../../shared/forms/messages';
import { EMPTY_PROFILE, savedMessage, valuesFromProfile, type ProfileValues } from './model';

export interface ProfileIO extends FormChecks {
  /** Saves the profile; `loadedEmail` is the address the form was filled with (a CMS that does not say `emailChanged` is judged by it). */
  updateProfile(payload: ProfilePayload, loadedEmail: string): Promise<ApiResult<UpdateAnswer>>;
  /** The signed-in shopper's profile (null until known); `loadProfile` asks for it. */
  profile: ReadonlySignal<Profile | null>;
  loadProfile(): void;
  /** Fetches the user again after a save and shares it with the page. */
  refreshUser(): Promise<void>;
  /** Keeps the new address for the confirmation form (this tab's next pages). */
  rememberPendingEmail(email: string): void;
  navigate(url: string): void;
  /** The clock of the way to /confirmation/. */
  later: Later;
}

export interface ProfileOptions {
  /** Where an e-mail change leads after 5 s. */
  confirmationUrl: string;
}

/**
 * Name, phone, birthday, e-mail and the subscription. Filled once, from the first profile known: later
 * refreshes never overwrite what the shopper is typing. A new e-mail applies once confirmed: the shopper
 * is sent to the confirmation page after 5 s.
 */
export function createProfileForm(io: ProfileIO, options: ProfileOptions) {
  const scope = createScope(io.later);
  const saved = signal<SuccessMessage | null>(null);
  const goConfirm = signal(false);
  const form = accountFormParts<ProfileValues, UpdateAnswer>(
    scope,
    formIO(io, (values, token) => {
      const email = values.email.trim();
      return io.updateProfile({ ...values, name: values.name.trim(), email, token }, io.profile.peek()?.email ?? email);
    }),
    {
      initial: EMPTY_PROFILE,
      codes: PROFILE_CODES,
      action: 'profile',
      onSend: () => {
        saved.value = null;
      },
      onSuccess: (result, helpers) => {
        const emailChanged = result.data.emailChanged;
        saved.value = savedMessage(emailChanged);
        if (emailChanged) {
          io.rememberPendingEmail(helpers.values.email.trim());
          goConfirm.value = true;
        }
        void io.refreshUser();
      },
    },
  );
  // Whether the form was filled: once, for the form's whole existence (a remount does not fill it again).
  let filled = false;

  function begin(): void {
    io.loadProfile();
    scope.effect(() => {
      const profile = io.profile.value;
      if (filled || !profile) return;
      filled = true;
      form.reset(valuesFromProfile(profile));
    });
    scope.effect(() => (goConfirm.value ? scope.later(() => io.navigate(options.confirmationUrl), SUCCESS_REDIRECT_DELAY_MS) : undefined));
  }

  return defineController(
    scope,
    {
      ...form,
      ...readOnly({ saved }),
      /** The profile is known: 'Сохранить' is offered. */
      ready: computed(() => io.profile.value !== null),
    },
    begin,
  );
}
