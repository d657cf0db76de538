import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';

export const authPopupProps = v.object({
  policyUrl: v.optional(v.pipe(policyLink, v.nonEmpty('policyUrl must not be empty'), v.description('The personal-data policy file the login consent note links to.')), '/upload/policy.pdf'),
  requireLogin: v.optional(v.pipe(v.boolean(), v.description("The page needs a login (/personal/private/): a guest gets the login popup at once, and after login comes back to this page instead of the server's target.")), false),
});

export type AuthPopupProps = v.InferOutput<typeof authPopupProps>;
