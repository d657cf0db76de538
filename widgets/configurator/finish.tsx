import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { summaryFromState } from '../../shared/configuration/saved';
import { schemeAlt } from '../../shared/configuration/scheme';
import { SCHEME_LOADING_TEXT, SchemeFailed } from '../../shared/configuration/SchemeFailed';
import type { ConfiguratorController } from './controller';
import { resetAllowed } from '../../shared/configuration/steps';

export const SCHEME_FAILED_TEXT = 'Не удалось загрузить схему. Конфигурацию можно подтвердить и без неё.';

/** The finished configuration's scheme (nothing until every step is done). */
export function SchemeFigure({ ctl }: { ctl: ConfiguratorController }) {
  useSignals();
  const key = ctl.schemeKey.value;
  if (!key) return null;
  const scheme = ctl.scheme.value;
  return (
    <figure className="vt-configurator__scheme" part="summary">
      {scheme?.key === key && scheme.state === 'ready' ? (
        <img src={ctl.picture(scheme.src)} alt={schemeAlt(summaryFromState(ctl.view.value.config))} width={800} height={600} />
      ) : scheme?.key === key && scheme.state === 'failed' ? (
        <div className="vt-configurator__scheme-note">
          <SchemeFailed text={SCHEME_FAILED_TEXT} reason={scheme.reason} onRetry={ctl.retryScheme} />
        </div>
      ) : (
        <p className="vt-configurator__scheme-note">{SCHEME_LOADING_TEXT}</p>
      )}
    </figure>
  );
}

/** 'Подтвердить конфигурацию', 'Поделиться' and 'Сброс', with what each answered. */
export function ConfiguratorActions({ ctl, confirmRef }: { ctl: ConfiguratorController; confirmRef: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const share = ctl.share.value;
  return (
    <>
      <div className="vt-configurator__actions">
        <button ref={confirmRef} type="button" className="vt-button vt-button--primary" part="primary-button" onClick={() => void ctl.confirm()}>
          Подтвердить конфигурацию
        </button>
        <button type="button" className="vt-button" part="button" onClick={() => void ctl.shareLink()}>
          Поделиться
        </button>
        <button type="button" className="vt-button" part="button" disabled={!resetAllowed(ctl.view.value.config.steps)} onClick={ctl.reset}>
          Сброс выбранных настроек
        </button>
      </div>
      <p className="vt-configurator__confirm-error" role="alert">
        {ctl.confirmMessage.value}
      </p>
      {share ? (
        <div className="vt-configurator__share">
          <label className="vt-configurator__share-label">
            Ссылка на конфигурацию
            <input className="vt-configurator__share-input" type="text" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <p className="vt-configurator__share-status" role="status">
            {share.status}
          </p>
        </div>
      ) : null}
    </>
  );
}
