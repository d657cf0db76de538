import { useSignals } from '@preact/signals-react/runtime';
import type { ConfigurationSummary as Summary } from '../../shared/configuration/saved';
import { SCHEME_LOADING_TEXT, SchemeFailed } from '../../shared/configuration/SchemeFailed';
import type { SummaryController } from './controller';
import { schemeAlt } from '../../shared/configuration/scheme';
import { RETRY_TEXT } from '../../shared/shop/texts';

export const NOT_CHOSEN_TEXT = 'Конфигурация не выбрана.';
const SCHEME_FAILED_TEXT = 'Не удалось загрузить схему. Заказ можно отправить и без неё.';

/** The scheme picture, or why it is not there. */
export function SummaryScheme({ ctl, summary }: { ctl: SummaryController; summary: Summary }) {
  useSignals();
  const scheme = ctl.scheme.value;
  return (
    <figure className="vt-configuration-summary__scheme">
      {scheme.state === 'ready' ? (
        <img src={ctl.picture(scheme.src)} alt={schemeAlt(summary)} width={800} height={600} />
      ) : (
        <div className="vt-configuration-summary__scheme-placeholder">
          {scheme.state === 'failed' ? (
            <SchemeFailed text={SCHEME_FAILED_TEXT} reason={scheme.reason} onRetry={ctl.retryScheme} />
          ) : scheme.state === 'loading' ? (
            <p>{SCHEME_LOADING_TEXT}</p>
          ) : (
            <p>{NOT_CHOSEN_TEXT}</p>
          )}
        </div>
      )}
    </figure>
  );
}

/** The chosen values, one row per step. */
export function SummaryValues({ summary, headingId, configuratorUrl }: { summary: Summary; headingId: string; configuratorUrl: string }) {
  return (
    <div className="vt-configuration-summary__details">
      <h2 id={headingId} className="vt-configuration-summary__title">
        Выбранные параметры
      </h2>
      <dl className="vt-configuration-summary__values">
        {summary.rows.map((row, index) => (
          <div key={`${index}-${row.title}`} className="vt-configuration-summary__row">
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="vt-link-button vt-configuration-summary__link" href={configuratorUrl}>
          Изменить в конфигураторе
        </a>
      </p>
    </div>
  );
}

/** Nothing to show: no configuration yet, or a share link that could not be restored ('Повторить'). */
export function SummaryEmpty({ ctl, configuratorUrl }: { ctl: SummaryController; configuratorUrl: string }) {
  useSignals();
  const loaded = ctl.loaded.value;
  return (
    <section className="vt-configuration-summary vt-configuration-summary--empty">
      {loaded.state === 'failed' ? (
        <div className="vt-configuration-summary__failure" role="alert">
          <p>{loaded.message}</p>
          <button type="button" className="vt-button vt-button--primary" onClick={ctl.retry}>
            {RETRY_TEXT}
          </button>
        </div>
      ) : (
        <p className="vt-configuration-summary__empty">{NOT_CHOSEN_TEXT}</p>
      )}
      <p>
        <a className="vt-button vt-button--primary" href={configuratorUrl}>
          Перейти в конфигуратор
        </a>
      </p>
    </section>
  );
}
