import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { AccountMenu } from './AccountMenu';

const link = v.object({
  url: v.pipe(v.string(), v.startsWith('/', 'url must be a path on this site')),
  name: v.pipe(v.string(), v.nonEmpty()),
});

export const accountMenuProps = v.object({
  links: v.pipe(v.array(link), v.minLength(1, 'links must list at least one page'), v.description('The /personal/ navigation, in order: `{url, name}` per page, `url` a path on this site.')),
  logoutUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("Where 'Выйти' leads after the logout.")), '/'),
});

export type AccountMenuProps = v.InferOutput<typeof accountMenuProps>;

export default reactWidget(AccountMenu, accountMenuProps);
