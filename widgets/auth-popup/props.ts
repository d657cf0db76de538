import * as v from 'valibot';

export const authPopupProps = v.object({
  /** The personal-data policy file the login consent note links to. */
  policyUrl: v.optional(v.pipe(v.string(), v.nonEmpty('policyUrl must not be empty')), '/upload/policy.pdf'),
  /**
   * The page needs a login (/personal/private/): a guest gets the login popup at once, and after
   * login comes back to this page instead of the server's target.
   */
  requireLogin: v.optional(v.boolean(), false),
});

export type AuthPopupProps = v.InferOutput<typeof authPopupProps>;
