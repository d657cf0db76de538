import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useController } from '../../shared/controller/useController';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { createAccountMenu } from './controller';
import type { AccountMenuProps } from './index';
import { pageAccountMenuIO } from './io';
import { MOBILE_QUERY, activeIndex, clickTogglesMenu } from './model';

/** The /personal/ navigation and 'Выйти'. Up to 767 px the active link opens and closes the others. */
export function AccountMenu({ links, logoutUrl }: AccountMenuProps) {
  useSignals();
  const menu = useController(() => createAccountMenu(pageAccountMenuIO()));
  const mobile = useMediaQuery(MOBILE_QUERY);
  // Whether the other links are shown on a phone: the view's own.
  const [open, setOpen] = useState(false);
  const listId = useId();
  const active = activeIndex(links, menu.pathname);

  const collapsed = mobile && !open;
  return (
    <nav className={`vt-account-menu${collapsed ? ' vt-account-menu--collapsed' : ''}`} aria-label="Личный кабинет">
      <ul id={listId} className="vt-account-menu__list">
        {links.map((link, index) => {
          const isActive = index === active;
          return (
            <li key={link.url} className={isActive ? 'vt-account-menu__item vt-account-menu__item--active' : 'vt-account-menu__item'}>
              <a
                href={link.url}
                className="vt-account-menu__link"
                aria-current={isActive ? 'page' : undefined}
                aria-expanded={isActive && mobile ? open : undefined}
                aria-controls={isActive && mobile ? listId : undefined}
                onClick={(event) => {
                  if (!clickTogglesMenu(mobile, isActive)) return;
                  event.preventDefault();
                  setOpen((value) => !value);
                }}
              >
                {link.name}
              </a>
            </li>
          );
        })}
        {menu.isAuthorized.value ? (
          <li className="vt-account-menu__item">
            <button type="button" className="vt-account-menu__logout" disabled={menu.leaving.value} onClick={() => void menu.signOut(logoutUrl)}>
              Выйти
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
