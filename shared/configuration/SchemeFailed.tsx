import { RETRY_TEXT } from '../shop/texts';
/** While a configuration's scheme is on its way (the configurator and the summary page). */
export const SCHEME_LOADING_TEXT = 'Загружаем схему…';

/**
 * The scheme picture could not be loaded: the widget's own text, the server's reason when it gave
 * one, and 'Повторить' on a line of its own (inline, a reason such as 'Внутренняя ошибка' read on
 * into the button's name). The configurator and the summary page show the same alert.
 */
export function SchemeFailed({ text, reason, onRetry }: { text: string; reason: string; onRetry: () => void }) {
  return (
    <div className="vt-scheme-failed" role="alert">
      <p className="vt-scheme-failed__text">
        {text}
        {reason ? ` ${reason}` : ''}
      </p>
      <button type="button" className="vt-scheme-failed__retry" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}
