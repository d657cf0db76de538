import { Tabs } from '../../shared/ui/Tabs';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';

export { ConfirmationForm } from '../../shared/account/ConfirmationForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';

interface LoginOrRegistrationProps {
  tab: string;
  onTabChange(tab: string): void;
  policyUrl: string;
  requireLogin: boolean;
}

/** The auth popup's two tabs, loaded with the other forms when a popup first opens. */
export function LoginOrRegistration({ tab, onTabChange, policyUrl, requireLogin }: LoginOrRegistrationProps) {
  return (
    <Tabs
      label="Вход или регистрация"
      value={tab}
      onChange={onTabChange}
      tabs={[
        { id: 'login', label: 'Авторизация', content: <LoginForm policyUrl={policyUrl} requireLogin={requireLogin} /> },
        { id: 'registration', label: 'Регистрация', content: <RegistrationForm /> },
      ]}
    />
  );
}
