import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CONFIRMATION_TITLE, readPendingEmail } from '../../shared/account/confirmation';
import { openPopup } from '../../shared/store/popups';
import { loadUser, user } from '../../shared/store/user';
import { Popup } from '../../shared/ui/Popup';
import type { AuthPopupProps } from './props';
import {
  AUTH_POPUP_ID,
  CONFIRMATION_POPUP_ID,
  FORGOT_PASSWORD_POPUP_ID,
  shouldAskToLogin,
} from './model';

// The forms (masks, bot-check, tabs) load when a popup first opens: every page carries this tag,
// few shoppers open it, and the header stays light.
const loadForms = () => import('./AuthForms');
const LoginOrRegistration = lazy(() => loadForms().then((forms) => ({ default: forms.LoginOrRegistration })));
const ForgotPasswordForm = lazy(() => loadForms().then((forms) => ({ default: forms.ForgotPasswordForm })));
const ConfirmationForm = lazy(() => loadForms().then((forms) => ({ default: forms.ConfirmationForm })));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="vt-auth-popup__loading" role="status">
          Загрузка…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Three popups in one tag: login / registration (tabs), forgot password and the e-mail confirmation.
 * Any `data-popup-open="auth"` element on the page opens the first.
 */
export function AuthPopup({ policyUrl, requireLogin }: AuthPopupProps) {
  useSignals();
  const [tab, setTab] = useState('login');
  const [pendingEmail, setPendingEmail] = useState('');
  const current = user.value;

  useEffect(() => {
    if (requireLogin) void loadUser();
  }, [requireLogin]);

  useEffect(() => {
    if (shouldAskToLogin(requireLogin, current)) openPopup(AUTH_POPUP_ID, null);
  }, [requireLogin, current]);

  return (
    <>
      <Popup id={AUTH_POPUP_ID} title="Личный кабинет" className="vt-auth-popup" onClose={() => setTab('login')}>
        <Loading>
          <LoginOrRegistration tab={tab} onTabChange={setTab} policyUrl={policyUrl} requireLogin={requireLogin} />
        </Loading>
      </Popup>
      <Popup id={FORGOT_PASSWORD_POPUP_ID} title="Восстановление пароля" className="vt-auth-popup">
        <Loading>
          <ForgotPasswordForm />
        </Loading>
      </Popup>
      <Popup
        id={CONFIRMATION_POPUP_ID}
        title={CONFIRMATION_TITLE}
        className="vt-auth-popup"
        onClose={() => setPendingEmail(readPendingEmail())}
      >
        <Loading>
          <ConfirmationForm email={pendingEmail || readPendingEmail()} />
        </Loading>
      </Popup>
    </>
  );
}
