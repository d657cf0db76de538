import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { openPopup } from '../../shared/store/popups';
import { loadUser, user } from '../../shared/store/user';
import { Popup } from '../../shared/ui/Popup';
import { Tabs } from '../../shared/ui/Tabs';
import { ConfirmationForm } from '../confirmation/ConfirmationForm';
import { readPendingEmail } from '../confirmation/model';
import type { AuthPopupProps } from './index';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import {
  AUTH_POPUP_ID,
  CONFIRMATION_POPUP_ID,
  FORGOT_PASSWORD_POPUP_ID,
  shouldAskToLogin,
  takeConfirmationRequest,
} from './model';
import { RegistrationForm } from './RegistrationForm';

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

  // After registration the next page (the catalogue) asks for the code.
  useEffect(() => {
    if (!takeConfirmationRequest()) return;
    setPendingEmail(readPendingEmail());
    openPopup(CONFIRMATION_POPUP_ID, null);
  }, []);

  return (
    <>
      <Popup id={AUTH_POPUP_ID} title="Личный кабинет" className="vt-auth-popup" onClose={() => setTab('login')}>
        <Tabs
          label="Вход или регистрация"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'login', label: 'Авторизация', content: <LoginForm policyUrl={policyUrl} requireLogin={requireLogin} /> },
            { id: 'registration', label: 'Регистрация', content: <RegistrationForm /> },
          ]}
        />
      </Popup>
      <Popup id={FORGOT_PASSWORD_POPUP_ID} title="Восстановление пароля" className="vt-auth-popup">
        <ForgotPasswordForm />
      </Popup>
      <Popup
        id={CONFIRMATION_POPUP_ID}
        title="Подтверждение e-mail"
        className="vt-auth-popup"
        onClose={() => setPendingEmail(readPendingEmail())}
      >
        <ConfirmationForm email={pendingEmail || readPendingEmail()} />
      </Popup>
    </>
  );
}
