import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { closePopup, openPopupId, popupOpener } from '../store/popups';
import { deepActiveElement, tabbableIn } from './focus';
import { useModalKeys } from './useModalKeys';

/** Spec section 9: 'Popup: close 300 ms, open delay 50 ms'. */
export const POPUP_OPEN_DELAY_MS = 50;
export const POPUP_CLOSE_MS = 300;

/** Body classes while any popup is on screen: the spec's own and our prefixed one. */
export const BODY_OPEN_CLASSES = ['popup-opened', 'vt-popup-opened'] as const;

export type PopupPhase = 'closed' | 'opening' | 'opened' | 'closing';
export type PopupEvent = 'open' | 'close' | 'timer';

/**
 * The popup's life cycle (spec section 4: opening, opened, closing).
 * closed -open-> opening -timer(50 ms)-> opened -close-> closing -timer(300 ms)-> closed;
 * a close while opening starts closing, an open while closing starts opening again.
 */
export function popupPhase(phase: PopupPhase, event: PopupEvent): PopupPhase {
  switch (event) {
    case 'open':
      return phase === 'closed' || phase === 'closing' ? 'opening' : phase;
    case 'close':
      return phase === 'opening' || phase === 'opened' ? 'closing' : phase;
    case 'timer':
      if (phase === 'opening') return 'opened';
      if (phase === 'closing') return 'closed';
      return phase;
  }
}

/** How long a phase lasts before its timer event, or null for the resting phases. */
export function phaseDuration(phase: PopupPhase): number | null {
  if (phase === 'opening') return POPUP_OPEN_DELAY_MS;
  if (phase === 'closing') return POPUP_CLOSE_MS;
  return null;
}

// Several popups can be on screen for a moment (one closing, the next opening); the body keeps its
// classes until the last of them has finished closing.
let bodyLocks = 0;
function lockBody(): () => void {
  bodyLocks += 1;
  document.body.classList.add(...BODY_OPEN_CLASSES);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bodyLocks -= 1;
    if (bodyLocks <= 0) {
      bodyLocks = 0;
      document.body.classList.remove(...BODY_OPEN_CLASSES);
    }
  };
}

export interface PopupProps {
  /** Store id: `openPopup(id)` or `data-popup-open="<id>"` opens this popup. */
  id: string;
  /** Heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Called once each time the popup closes, whatever closed it. */
  onClose?: () => void;
  /** Where the popup is rendered: document.body by default, or a widget's shadow root. */
  container?: Element | DocumentFragment | null;
  /** Extra class on the dialog box (e.g. 'vt-popup__dialog--wide'). */
  className?: string;
  /** Label of the close control. */
  closeLabel?: string;
}

/**
 * The popup's phase, following the store: remembers the opener before focus moves into the dialog,
 * calls `onClose` on each close, and moves on when the phase's time is up.
 */
function usePopupPhase(id: string, open: boolean, onClose: (() => void) | undefined) {
  const [phase, setPhase] = useState<PopupPhase>('closed');
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Store -> phase. Remember the opener before focus moves into the dialog.
  useLayoutEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) {
      const active = deepActiveElement();
      openerRef.current =
        popupOpener(id) ?? (active instanceof HTMLElement && active !== document.body ? active : null);
      setPhase((p) => popupPhase(p, 'open'));
    } else {
      setPhase((p) => popupPhase(p, 'close'));
      onCloseRef.current?.();
    }
  }, [open, id]);

  // Phase timers.
  useEffect(() => {
    const ms = phaseDuration(phase);
    if (ms === null) return;
    const timer = setTimeout(() => setPhase((p) => popupPhase(p, 'timer')), ms);
    return () => clearTimeout(timer);
  }, [phase]);

  return { phase, openerRef };
}

interface PopupFocusRefs {
  dialogRef: RefObject<HTMLDivElement | null>;
  bodyRef: RefObject<HTMLDivElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  openerRef: RefObject<HTMLElement | null>;
}

/** Focus in on open; back to the opener on close (unless another popup took over). */
function usePopupFocus({ dialogRef, bodyRef, closeRef, openerRef }: PopupFocusRefs, phase: PopupPhase, active: boolean): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (active) {
      if (!dialog) return;
      const inside = deepActiveElement();
      if (inside && dialog.contains(inside)) return;
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      const target = preferred ?? (bodyRef.current ? tabbableIn(bodyRef.current)[0] : undefined) ?? closeRef.current ?? dialog;
      target.focus();
      return;
    }
    if (phase === 'closing' && openPopupId.peek() === null) {
      const focused = deepActiveElement();
      const focusWasInside = !focused || focused === document.body || (dialog?.contains(focused) ?? false);
      const opener = openerRef.current;
      if (focusWasInside && opener?.isConnected) opener.focus();
    }
  }, [active, phase, dialogRef, bodyRef, closeRef, openerRef]);
}

/** Escape closes; a control inside that handles Escape itself (an open Select) calls preventDefault. */
function useEscapeCloses(id: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closePopup(id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, id]);
}

/**
 * A modal dialog driven by the popups store. Focus moves in on open (to an element marked
 * `data-autofocus`, else the first control in the content, else the close button), Tab and
 * Shift+Tab stay inside, Escape / backdrop / close button close it, and focus goes back to the
 * element that opened it.
 */
export function Popup({ id, title, children, onClose, container, className, closeLabel = 'Закрыть' }: PopupProps) {
  useSignals();
  const open = openPopupId.value === id;
  const { phase, openerRef } = usePopupPhase(id, open, onClose);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Body classes from the first frame of opening to the end of closing.
  const visible = phase !== 'closed';
  useEffect(() => {
    if (!visible) return;
    return lockBody();
  }, [visible]);

  const active = phase === 'opening' || phase === 'opened';
  usePopupFocus({ dialogRef, bodyRef, closeRef, openerRef }, phase, active);
  useEscapeCloses(id, active);
  useModalKeys(dialogRef, visible);

  if (!visible) return null;

  const close = () => closePopup(id);
  const target = container ?? (typeof document !== 'undefined' ? document.body : null);
  if (!target) return null;

  return createPortal(
    <div className={`vt-popup vt-popup--${phase}`} data-vt-popup-id={id} inert={phase === 'closing'}>
      <div className="vt-popup__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={dialogRef}
        className={className ? `vt-popup__dialog ${className}` : 'vt-popup__dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="vt-popup__header">
          <h2 id={titleId} className="vt-popup__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="vt-popup__close" aria-label={closeLabel} onClick={close}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className="vt-popup__body">
          {children}
        </div>
      </div>
    </div>,
    target,
  );
}
