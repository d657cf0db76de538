import type { Notyf } from 'notyf';
import type { SuccessMessage } from '../forms/messages';
import { sameOriginPath } from '../url/same-origin';

/** Spec section 9: toasts show for 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Delay before the live region gets its text, so screen readers announce repeated messages too. */
export const TOAST_ANNOUNCE_DELAY_MS = 100;
/** Spec section 8: server failures read 'Ошибка: ' followed by the server's message. */
export const SERVER_ERROR_PREFIX = 'Ошибка: ';

export interface ToastLink {
  href: string;
  label: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use inside HTML (notyf renders its message as HTML). */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** What a toast says: a text, or a title and a text (spec section 8: 'Обмен' / 'Каталог успешно обновлен!'). */
export type ToastMessage = string | SuccessMessage;

/** The toast's HTML: the escaped title on its own line, the escaped text, then an optional same-origin link. */
export function toastHtml(message: ToastMessage, link?: ToastLink): string {
  const { title, text } = typeof message === 'string' ? { title: '', text: message } : message;
  let html = title ? `<strong class="vt-toast__title">${escapeHtml(title)}</strong>` : '';
  html += `<span class="vt-toast__text">${escapeHtml(text)}</span>`;
  const href = link ? sameOriginPath(link.href) : null;
  if (link && href !== null) {
    html += ` <a class="vt-toast__link" href="${escapeHtml(href)}">${escapeHtml(link.label)}</a>`;
  }
  return html;
}

/** The same toast as plain lines (the title, then the text and link), for the screen-reader announcement. */
export function toastLines(message: ToastMessage, link?: ToastLink): string[] {
  const { title, text } = typeof message === 'string' ? { title: '', text: message } : message;
  const last = link && sameOriginPath(link.href) !== null ? `${text} ${link.label}` : text;
  return title ? [title, last] : [last];
}

/** 'Ошибка: ' + the server's message (spec section 8). */
export function serverErrorText(message: string): string {
  return SERVER_ERROR_PREFIX + String(message ?? '').trim();
}

// ---- notyf, loaded and created lazily once ----------------------------------------------------

/** notyf and the toasts' styles are fetched with the first toast, so pages that never show one never load them. */
let NotyfClass: typeof Notyf | null = null;
let loadingNotyf: Promise<void> | null = null;

/** Loads notyf ahead of the first toast (tests, or a widget that is about to need it). */
export function loadToasts(): Promise<void> {
  loadingNotyf ??= import('./toast-notyf').then(
    (module) => {
      module.adoptToastStyles();
      NotyfClass = module.Notyf;
    },
    (error: unknown) => {
      loadingNotyf = null;
      throw error;
    },
  );
  return loadingNotyf;
}

let notyf: Notyf | null = null;
let container: Element | null = null;
let liveRegion: HTMLElement | null = null;
let announceTimer: ReturnType<typeof setTimeout> | undefined;

function getNotyf(Constructor: typeof Notyf): Notyf {
  // Recreated only if the page threw our container away (a CMS that rewrites <body>, a test).
  if (notyf && container?.isConnected) return notyf;
  notyf = new Constructor({
    duration: TOAST_DURATION_MS,
    dismissible: true,
    ripple: false,
    position: { x: 'right', y: 'top' },
    // notyf writes the colour inline (the toast, its icon): a var() there follows the page's tokens.
    types: [
      { type: 'success', className: 'vt-toast vt-toast--success', background: 'var(--vt-color-success)' },
      { type: 'error', className: 'vt-toast vt-toast--error', background: 'var(--vt-color-danger)' },
    ],
  });
  const containers = document.body.querySelectorAll(':scope > .notyf');
  container = containers[containers.length - 1] ?? null;
  container?.classList.add('vt-toasts');
  // notyf's own announcer would read our HTML markup aloud; we announce plain text instead.
  for (const el of Array.from(document.body.querySelectorAll(':scope > .notyf-announcer'))) el.remove();
  return notyf;
}

function getLiveRegion(): HTMLElement {
  if (liveRegion?.isConnected) return liveRegion;
  liveRegion = document.createElement('div');
  liveRegion.className = 'vt-toast-live vt-visually-hidden';
  liveRegion.setAttribute('role', 'status');
  liveRegion.setAttribute('aria-live', 'polite');
  liveRegion.setAttribute('aria-atomic', 'true');
  document.body.appendChild(liveRegion);
  return liveRegion;
}

/** Each line is a block of its own, so a screen reader pauses between a title and its text. */
function announce(lines: readonly string[]): void {
  const region = getLiveRegion();
  region.textContent = '';
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    region.replaceChildren(
      ...lines.map((line) => {
        const block = document.createElement('p');
        block.textContent = line;
        return block;
      }),
    );
  }, TOAST_ANNOUNCE_DELAY_MS);
}

function show(type: 'success' | 'error', message: ToastMessage, link?: ToastLink): void {
  if (typeof document === 'undefined') return;
  if (!NotyfClass) {
    // If notyf's chunk cannot load, the shopper still hears the message through the live region.
    loadToasts().then(
      () => show(type, message, link),
      () => announce(toastLines(message, link)),
    );
    return;
  }
  const instance = getNotyf(NotyfClass);
  // Spec: a new toast hides the ones on screen.
  instance.dismissAll();
  instance.open({ type, message: toastHtml(message, link) });
  const card = container?.lastElementChild;
  const dismiss = card?.querySelector('.notyf__dismiss-btn');
  if (dismiss) {
    dismiss.setAttribute('type', 'button');
    dismiss.setAttribute('aria-label', 'Закрыть уведомление');
  }
  announce(toastLines(message, link));
}

/** A green toast, optionally with a same-origin link ('Перейти в корзину'). */
export function toastSuccess(message: ToastMessage, link?: ToastLink): void {
  show('success', message, link);
}

/** A red toast with the given text. */
export function toastError(text: string, link?: ToastLink): void {
  show('error', text, link);
}

/** A red toast 'Ошибка: {message}' for a server failure (basket, favourites, auth). */
export function toastServerError(message: string): void {
  show('error', serverErrorText(message));
}

/** Hides every toast on screen. */
export function dismissToasts(): void {
  notyf?.dismissAll();
}
