import { apiPost, type ApiResult } from './http';
import { wireIgnored } from './schemas';

export interface CooperationPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  comment: string;
  token: string;
}

/** Codes: 4 name, 5 e-mail, 1 phone, 10 company, 11 comment. */
export function sendCooperation(payload: CooperationPayload): Promise<ApiResult<undefined>> {
  return apiPost('/api/cooperation/', wireIgnored, { ...payload });
}

export interface ManagerCallPayload {
  name: string;
  phone: string;
  token: string;
}

/** Codes: 4 name, 1 phone. The caller reports the goal `back_call` on success. */
export function sendManagerCall(payload: ManagerCallPayload): Promise<ApiResult<undefined>> {
  return apiPost('/api/manager_call/', wireIgnored, { ...payload });
}
