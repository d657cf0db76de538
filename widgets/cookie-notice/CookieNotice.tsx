import { useEffect, useState } from 'react';
import type { CookieNoticeProps } from './index';
import { hasAccepted, rememberAccepted, safeLocalStorage } from './model';

export function CookieNotice({ policyUrl, delay }: CookieNoticeProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasAccepted(safeLocalStorage())) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!visible) return null;

  const accept = (): void => {
    rememberAccepted(safeLocalStorage());
    setVisible(false);
  };

  return (
    <section className="vt-cookie-notice" role="region" aria-label="Уведомление об использовании cookie">
      <p className="vt-cookie-notice__text">
        Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
        <a className="vt-cookie-notice__link" href={policyUrl} target="_blank" rel="noopener">
          политикой конфиденциальности
        </a>
        .
      </p>
      <button type="button" className="vt-cookie-notice__accept" onClick={accept}>
        Принять
      </button>
      <button type="button" className="vt-cookie-notice__close" aria-label="Закрыть уведомление о cookie" onClick={accept}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
