import * as v from 'valibot';
import { apiGet, apiPost, type ApiResult } from './http';
import { sameOriginHref } from '../url/same-origin';
import { wireBoolean, wireIgnored, wireNullableObject, wireObject, wireOptionalNumber, wireString, sameFields } from './schemas';

export const profileSchema = v.object({
  ...sameFields(wireString, ['name', 'email', 'phone']),
  /** dd.mm.yyyy as the CMS stores it. */
  birthday: wireString,
  subscription: wireBoolean,
});
export type Profile = v.InferOutput<typeof profileSchema>;

export const userSchema = v.object({
  authorized: wireBoolean,
  isAdmin: wireBoolean,
  profile: wireNullableObject(profileSchema),
});
export type User = v.InferOutput<typeof userSchema>;

/**
 * `{ redirect }` answers (login), an extra: spec 7 only says success leads to /personal/private/. The
 * caller keeps the target only when it is on this site.
 */
export const loginAnswerSchema = wireObject(
  v.object({
    redirect: v.optional(
      v.pipe(
        v.nullish(v.string(), ''),
        v.transform((target) => (target === '' ? null : target)),
      ),
      null,
    ),
  }),
);

function safeRedirect(target: string | null, fallback: string): string {
  return sameOriginHref(target ?? fallback) ?? sameOriginHref(fallback) ?? fallback;
}

export async function getUser(options: { signal?: AbortSignal } = {}): Promise<User> {
  return (await apiGet('/api/user/', userSchema, options.signal ? { signal: options.signal } : {})).data;
}

export async function logout(): Promise<void> {
  await apiPost('/api/user/logout/', wireIgnored);
}

export interface LoginPayload {
  email: string;
  password: string;
  token: string;
}

/** On success `data.redirect` is a same-origin URL (default /personal/private/). Failure codes: 1-6. */
export async function login(payload: LoginPayload): Promise<ApiResult<{ redirect: string }>> {
  const result = await apiPost('/api/user/auth/', loginAnswerSchema, { ...payload });
  return { ...result, data: { redirect: safeRedirect(result.data.redirect, '/personal/private/') } };
}

/** The contact fields registration and the profile both send, with the form's bot-check token. */
interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  token: string;
}

export interface PasswordPayload {
  password: string;
  confirm: string;
  token: string;
}

export interface RegistrationPayload extends ContactPayload, PasswordPayload {}

/** Spec 7 answers registration with success and message only; `email` is an extra ('' without it: the address typed). */
export const registrationAnswerSchema = wireObject(
  v.object({ email: v.optional(wireString, '') }),
);

/** Success: `data.email` (the address the code went to), `message` the server's confirmation. */
export function register(payload: RegistrationPayload): Promise<ApiResult<v.InferOutput<typeof registrationAnswerSchema>>> {
  return apiPost('/api/user/registration/', registrationAnswerSchema, { ...payload });
}

/**
 * Spec 7's two forms of the call: `sendCode: true` requests a (new) code, `confirmation` checks one.
 * There is no third (neither field).
 */
export type ConfirmationPayload = { email: string; token: string } & ({ sendCode: true } | { confirmation: string });

/** Where a confirmed shopper goes (spec 2 and 7). */
export const CONFIRMED_PATH = '/personal/private/';

/** A code is pending (`timeLeft` seconds, 0 when expired or none), or the e-mail is confirmed. */
export type ConfirmationAnswer = { kind: 'code-sent'; timeLeft: number } | { kind: 'confirmed'; redirect: string };

export const confirmationAnswerSchema = wireObject(v.object({ timeLeft: wireOptionalNumber }));

/**
 * Registration (or e-mail change) confirmation. A success with `data.timeLeft` means a code is
 * pending; without it the e-mail is confirmed and the shopper goes to /personal/private/ (spec 7).
 * Codes: 12 wrong code, 13 no code sent or expired (the rejection's `data.timeLeft` is then 0).
 */
export async function confirmRegistration(payload: ConfirmationPayload): Promise<ApiResult<ConfirmationAnswer>> {
  const body: Record<string, string> = { email: payload.email, token: payload.token };
  if ('sendCode' in payload) body.send_code = 'true';
  else body.confirmation = payload.confirmation;
  const result = await apiPost('/api/user/registration/confirm/', confirmationAnswerSchema, body);
  const { timeLeft } = result.data;
  const data: ConfirmationAnswer =
    timeLeft === null
      ? { kind: 'confirmed', redirect: safeRedirect(CONFIRMED_PATH, CONFIRMED_PATH) }
      : { kind: 'code-sent', timeLeft: Math.max(0, Math.round(timeLeft)) };
  return { ...result, data };
}

export interface ProfilePayload extends ContactPayload {
  birthday: string;
  subscription: boolean;
}

/**
 * Spec 7 answers the update with "success or errors" only. `emailChanged` is an extra (the demo sends
 * it): used when present; without it updateProfile decides from the e-mail sent against the loaded one.
 */
export const updateAnswerSchema = wireObject(
  v.object({ emailChanged: v.optional(v.nullable(wireBoolean)) }),
);
export interface UpdateAnswer {
  /** A confirmation letter went to the new address (the new e-mail applies once confirmed). */
  emailChanged: boolean;
}

/** The address the shopper asked for differs from the one the profile was loaded with. */
export function emailDiffers(submitted: string, loaded: string): boolean {
  return submitted.trim().toLowerCase() !== loaded.trim().toLowerCase();
}

/**
 * Saves the profile (subscription goes as Y/N). `loadedEmail` is the e-mail the form was filled with:
 * a CMS that does not say `emailChanged` changed the e-mail when the shopper sent another one.
 */
export async function updateProfile(payload: ProfilePayload, loadedEmail: string = payload.email): Promise<ApiResult<UpdateAnswer>> {
  const result = await apiPost('/api/user/update/', updateAnswerSchema, { ...payload, subscription: payload.subscription ? 'Y' : 'N' });
  const emailChanged = result.data.emailChanged ?? emailDiffers(payload.email, loadedEmail);
  return { ...result, data: { emailChanged } };
}

export async function changePassword(payload: PasswordPayload): Promise<ApiResult<UpdateAnswer>> {
  const result = await apiPost('/api/user/update/', updateAnswerSchema, { ...payload });
  return { ...result, data: { emailChanged: false } };
}

export const forgotAnswerSchema = wireObject(
  v.object({ mes: wireString }),
);

/** Success: `data.mes` is the text to show. */
export function forgotPassword(payload: { email: string; token: string }): Promise<ApiResult<v.InferOutput<typeof forgotAnswerSchema>>> {
  return apiPost('/api/user/auth/forgot/', forgotAnswerSchema, { ...payload });
}
