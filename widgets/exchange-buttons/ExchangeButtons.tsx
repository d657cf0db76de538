import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { createExchange } from './controller';
import type { ExchangeButtonsProps } from './props';
import { pageExchangeIO } from './io';

/** Administrators only: the last exchange file's info (new tab) and 'refresh the catalogue'. */
export function ExchangeButtons({ showUrl }: ExchangeButtonsProps) {
  useSignals();
  const exchange = useController(() => createExchange(pageExchangeIO()));

  if (!exchange.isAdmin.value) return null;
  const busy = exchange.busy.value;

  return (
    <div className="vt-exchange" role="group" aria-label="Обмен с учётной системой">
      <a className="vt-exchange__button" href={showUrl} target="_blank" rel="noopener">
        Последний файл обмена<span className="vt-visually-hidden"> (откроется в новой вкладке)</span>
      </a>
      <button type="button" className="vt-exchange__button" aria-busy={busy} disabled={busy} onClick={() => void exchange.refresh()}>
        {busy ? 'Обновляем каталог…' : 'Обновить каталог'}
      </button>
    </div>
  );
}
