/** The cooperation form's controller: the shared contact form's parts and the goal. */

import type { Fact } from '../../shared/analytics/facts';
import type { ApiResult } from '../../shared/api/http';
import type { CooperationPayload } from '../../shared/api/forms';
import { defineController } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { COOPERATION_CODES } from '../../shared/forms/codes';
import { contactFormParts, formIO, type FormChecks } from '../../shared/forms/controller';
import { COOPERATION_SUCCESS } from '../../shared/forms/messages';
import { trimmed } from '../../shared/forms/model';

export type CooperationValues = { name: string; email: string; phone: string; company: string; comment: string };

const EMPTY: CooperationValues = { name: '', email: '', phone: '', company: '', comment: '' };

export interface CooperationIO extends FormChecks {
  send(payload: CooperationPayload): Promise<ApiResult<undefined>>;
  track(fact: Fact): void;
}

/** Name, e-mail, phone, company and comment (codes 4, 5, 1, 10, 11); cleared once sent, with the thanks in `done`. */
export function createCooperation(io: CooperationIO) {
  const scope = createScope();
  const form = contactFormParts<CooperationValues, undefined>(scope, formIO(io, (values, token) => io.send({ ...trimmed(values), token })), {
    initial: EMPTY,
    codes: COOPERATION_CODES,
    action: 'cooperation',
    success: COOPERATION_SUCCESS,
    onSuccess: () => io.track({ kind: 'goal', goal: 'cooperation' }),
  });
  return defineController(scope, form);
}
