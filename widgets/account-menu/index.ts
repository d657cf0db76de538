import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { AccountMenu } from './AccountMenu';

const link = v.object({
  url: v.pipe(v.string(), v.startsWith('/', 'url must be a path on this site')),
  name: v.pipe(v.string(), v.nonEmpty()),
});

export const accountMenuProps = v.object({
  /** The /personal/ navigation, in order. */
  links: v.pipe(v.array(link), v.minLength(1, 'links must list at least one page')),
  /** Where 'Выйти' leads after the logout. */
  logoutUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/'),
});

export type AccountMenuProps = v.InferOutput<typeof accountMenuProps>;

export default reactWidget(AccountMenu, accountMenuProps);
