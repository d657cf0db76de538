import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CONFIRMATION_TITLE } from '../../shared/account/confirmation';
import { useController } from '../../shared/controller/useController';
import { Popup } from '../../shared/ui/Popup';
import type { AuthPopupProps } from './props';
import { AUTH_POPUP_ID, CONFIRMATION_POPUP_ID, FORGOT_PASSWORD_POPUP_ID } from './model';
import { createAuthPopup } from './popup-controller';
import { pageAuthPopupIO } from './popup-io';

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
  useController(() => createAuthPopup(pageAuthPopupIO(), { requireLogin }), [requireLogin]);
  // Which tab shows is the view's own: it goes back to the login when the popup closes.
  const [tab, setTab] = useState('login');

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
      <Popup id={CONFIRMATION_POPUP_ID} title={CONFIRMATION_TITLE} className="vt-auth-popup">
        <Loading>
          {/* No address of its own: the form takes the one this tab registered or changed to as it opens. */}
          <ConfirmationForm email="" />
        </Loading>
      </Popup>
    </>
  );
}
