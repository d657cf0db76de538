import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { logout } from '../../shared/api/user';
import { navigate } from '../../shared/url/navigate';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { isAuthorized, loadUser, replaceUser } from '../../shared/store/user';
import type { AccountMenuProps } from './index';
import { MOBILE_QUERY, activeIndex, clickTogglesMenu } from './model';

/** The /personal/ navigation and 'Выйти'. Up to 767 px the active link opens and closes the others. */
export function AccountMenu({ links, logoutUrl }: AccountMenuProps) {
  useSignals();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listId = useId();
  const active = activeIndex(links, window.location.pathname);

  useEffect(() => {
    void loadUser();
  }, []);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      replaceUser({ authorized: false, isAdmin: false, profile: null });
      navigate(logoutUrl);
    } catch {
      setLeaving(false);
    }
  };

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
        {isAuthorized.value ? (
          <li className="vt-account-menu__item">
            <button type="button" className="vt-account-menu__logout" disabled={leaving} onClick={() => void signOut()}>
              Выйти
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
