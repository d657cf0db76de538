import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { deepActiveElement } from '../../shared/ui/focus';
import { useModalKeys } from '../../shared/ui/useModalKeys';

export interface AlertDialogProps {
  title: string;
  message: string;
  /** The main button ('Понятно', 'Очистить'). */
  confirmLabel: string;
  onConfirm(): void;
  /** With a cancel label the dialog asks a question; Escape and the backdrop cancel it. */
  cancelLabel?: string;
  onCancel?: () => void;
}

/**
 * A modal alert dialog (WAI-ARIA alertdialog): the message is announced when it opens, focus moves
 * to the safe button (cancel when there is one), Tab stays inside, Escape cancels, and focus goes
 * back where it was when it closes.
 */
export function AlertDialog({ title, message, confirmLabel, onConfirm, cancelLabel, onCancel }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const safeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  const dismiss = onCancel ?? onConfirm;

  useLayoutEffect(() => {
    returnTo.current = deepActiveElement();
    safeRef.current?.focus();
    return () => {
      const target = returnTo.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, []);

  useModalKeys(dialogRef, true);
  // Focus stays inside the dialog (useModalKeys), so its own keydown hears every Escape.
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    dismiss();
  };

  return createPortal(
    <div className="vt-alert">
      <div className="vt-alert__backdrop" aria-hidden="true" onClick={dismiss} />
      {/* Escape closes a dialog (WAI-ARIA's dialog pattern): the keys go to the dialog itself, not to an element in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="vt-alert__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="vt-alert__title">
          {title}
        </h2>
        <p id={messageId} className="vt-alert__message">
          {message}
        </p>
        <div className="vt-alert__actions">
          {cancelLabel ? (
            <button ref={safeRef} type="button" className="vt-button" onClick={dismiss}>
              {cancelLabel}
            </button>
          ) : null}
          <button ref={cancelLabel ? undefined : safeRef} type="button" className="vt-button vt-button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
