import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { updateCatalogFromExchange } from '../../shared/api/exchange';
import { isApiError } from '../../shared/api/http';
import { EXCHANGE_SUCCESS, UNEXPECTED_ERROR } from '../../shared/forms/messages';
import { isAdmin, loadUser } from '../../shared/store/user';
import { toastError, toastSuccess } from '../../shared/ui/toast';
import type { ExchangeButtonsProps } from './index';

/** Administrators only: the last exchange file's info (new tab) and 'refresh the catalogue'. */
export function ExchangeButtons({ showUrl }: ExchangeButtonsProps) {
  useSignals();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadUser();
  }, []);

  if (!isAdmin.value) return null;

  const refresh = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      await updateCatalogFromExchange();
      toastSuccess(EXCHANGE_SUCCESS);
    } catch (error) {
      // Spec section 8: the server's message as it is, unlike the basket's 'Ошибка: ' toasts.
      toastError(isApiError(error) ? error.message : UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vt-exchange" role="group" aria-label="Обмен с учётной системой">
      <a className="vt-exchange__button" href={showUrl} target="_blank" rel="noopener">
        Последний файл обмена<span className="vt-visually-hidden"> (откроется в новой вкладке)</span>
      </a>
      <button type="button" className="vt-exchange__button" aria-busy={busy} disabled={busy} onClick={() => void refresh()}>
        {busy ? 'Обновляем каталог…' : 'Обновить каталог'}
      </button>
    </div>
  );
}
