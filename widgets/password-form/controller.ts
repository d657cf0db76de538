/** The password change form's controller: the shared account form's parts and the server's thanks. */

import { signal } from '@preact/signals-core';
import type { ApiResult } from '../../shared/api/http';
import type { PasswordPayload } from '../../shared/api/user';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { PASSWORD_CODES } from '../../shared/forms/codes';
import { accountFormParts, formIO, type FormChecks } from '../../shared/forms/controller';

export type PasswordValues = { password: string; confirm: string };

const EMPTY: PasswordValues = { password: '', confirm: '' };

/** What the form says when the server's answer has no text of its own. */
export const PASSWORD_CHANGED = 'Пароль успешно изменен.';

export interface PasswordIO extends FormChecks {
  changePassword(payload: PasswordPayload): Promise<ApiResult<unknown>>;
}

/** New password and its repeat (codes 2 and 3). Both fields are emptied after a change, the thanks in `done`. */
export function createPasswordForm(io: PasswordIO) {
  const scope = createScope();
  const done = signal('');
  const form = accountFormParts<PasswordValues, unknown>(scope, formIO(io, (values, token) => io.changePassword({ ...values, token })), {
    initial: EMPTY,
    codes: PASSWORD_CODES,
    action: 'password',
    onSend: () => {
      done.value = '';
    },
    onSuccess: (result, helpers) => {
      helpers.reset(EMPTY);
      done.value = result.message || PASSWORD_CHANGED;
    },
  });
  return defineController(scope, { ...form, done: readOnly(done) });
}
