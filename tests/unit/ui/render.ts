/**
 * A tiny stand-in for Testing Library: render into a container with react-dom/client inside act(),
 * find elements the way a user (or a screen reader) would: by role and accessible name, by label,
 * by text. No implementation details (class names) in queries.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Root>();

export function render(ui: ReactNode, container?: HTMLElement): Rendered {
  const host = container ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  mounted.add(root);
  act(() => root.render(ui));
  return {
    container: host,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(root);
    },
  };
}

/** Unmounts everything rendered so far (call in afterEach before the body is cleared). */
export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
}

const IMPLICIT: Record<string, (el: Element) => boolean> = {
  button: (el) => el.tagName === 'BUTTON' || (el.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes((el as HTMLInputElement).type)),
  textbox: (el) =>
    el.tagName === 'TEXTAREA' ||
    (el.tagName === 'INPUT' && ['text', 'email', 'tel', 'url', ''].includes(el.getAttribute('type') ?? '')),
  searchbox: (el) => el.tagName === 'INPUT' && el.getAttribute('type') === 'search',
  link: (el) => el.tagName === 'A' && el.hasAttribute('href'),
  heading: (el) => /^H[1-6]$/.test(el.tagName),
  dialog: (el) => el.tagName === 'DIALOG',
  list: (el) => el.tagName === 'UL' || el.tagName === 'OL',
  listitem: (el) => el.tagName === 'LI',
  checkbox: (el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'checkbox',
  deletion: (el) => el.tagName === 'DEL' || el.tagName === 'S',
};

export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0] ?? null;
  for (const [role, test] of Object.entries(IMPLICIT)) if (test(el)) return role;
  return null;
}

function textOf(el: Element): string {
  // Text a screen reader would read: skip aria-hidden subtrees.
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) out += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') out += textOf(node);
  }
  return out;
}

const norm = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export function accessibleName(el: Element): string {
  const labelledby = el.getAttribute('aria-labelledby');
  if (labelledby) {
    const root = el.getRootNode() as Document | ShadowRoot;
    return norm(
      labelledby
        .split(/\s+/)
        .map((id) => {
          const ref = root.getElementById ? root.getElementById(id) : null;
          return ref ? (ref === el ? norm(textOf(ref)) : accessibleName(ref) || norm(textOf(ref))) : '';
        })
        .join(' '),
    );
  }
  const label = el.getAttribute('aria-label');
  if (label) return norm(label);
  if (el.id) {
    const root = el.getRootNode() as Document | ShadowRoot;
    const forLabel = root.querySelector?.(`label[for="${CSS.escape(el.id)}"]`);
    if (forLabel) return norm(textOf(forLabel));
  }
  const wrapping = el.closest('label');
  if (wrapping && wrapping !== el) return norm(textOf(wrapping));
  const role = roleOf(el);
  if (role && ['button', 'link', 'tab', 'option', 'heading', 'cell', 'deletion', 'combobox'].includes(role)) {
    if (el.tagName === 'INPUT') return norm((el as HTMLInputElement).value);
    return norm(textOf(el));
  }
  const placeholder = el.getAttribute('placeholder');
  if (placeholder) return norm(placeholder);
  return '';
}

type NameMatcher = string | RegExp;

function matches(name: string, matcher?: NameMatcher): boolean {
  if (matcher === undefined) return true;
  return typeof matcher === 'string' ? name === matcher : matcher.test(name);
}

function isHidden(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert') || node.getAttribute('aria-hidden') === 'true') return true;
    if ((node as HTMLElement).style?.display === 'none') return true;
  }
  return false;
}

export function queryAllByRole(
  role: string,
  options: { name?: NameMatcher; hidden?: boolean } = {},
  root: ParentNode = document.body,
): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) => roleOf(el) === role && (options.hidden || !isHidden(el)) && matches(accessibleName(el), options.name),
  );
}

export function queryByRole(role: string, options: { name?: NameMatcher; hidden?: boolean } = {}, root?: ParentNode): HTMLElement | null {
  const all = queryAllByRole(role, options, root);
  if (all.length > 1) throw new Error(`Found ${all.length} elements with role ${role} ${String(options.name ?? '')}`);
  return all[0] ?? null;
}

export function getByRole(role: string, options: { name?: NameMatcher; hidden?: boolean } = {}, root?: ParentNode): HTMLElement {
  const el = queryByRole(role, options, root);
  if (!el) {
    const seen = queryAllByRole(role, { hidden: true }, root).map((e) => `"${accessibleName(e)}"`);
    throw new Error(`No element with role ${role} and name ${String(options.name ?? '(any)')}; found: ${seen.join(', ') || 'none'}`);
  }
  return el;
}

/** A form control by its label text (label[for], wrapping label, aria-label, aria-labelledby). */
export function getByLabelText(text: NameMatcher, root: ParentNode = document.body): HTMLElement {
  const found = Array.from(root.querySelectorAll<HTMLElement>('input, textarea, select, [role]')).filter((el) =>
    matches(accessibleName(el), text),
  );
  if (found.length !== 1) throw new Error(`Expected one control labelled ${String(text)}, found ${found.length}`);
  return found[0]!;
}

/** The innermost element whose visible text matches. */
export function queryByText(text: NameMatcher, root: ParentNode = document.body): HTMLElement | null {
  const all = Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) => !isHidden(el) && matches(norm(textOf(el)), text),
  );
  return all.find((el) => !all.some((other) => other !== el && el.contains(other))) ?? null;
}

export function getByText(text: NameMatcher, root?: ParentNode): HTMLElement {
  const el = queryByText(text, root);
  if (!el) throw new Error(`No element with text ${String(text)}`);
  return el;
}

/** Visible text of an element as a screen reader would read it (hidden helper text included). */
export function readText(el: Element): string {
  return norm(textOf(el));
}

// ---- interactions --------------------------------------------------------------------------

export function click(el: Element): void {
  act(() => {
    el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, composed: true }));
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, composed: true }));
    if (el instanceof HTMLElement && el.tabIndex >= -1 && typeof el.focus === 'function' && isFocusable(el)) el.focus();
    el.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, cancelable: true, composed: true }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, composed: true }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  });
}

function isFocusable(el: HTMLElement): boolean {
  return el.matches('button, a[href], input, textarea, select, [tabindex]') && !(el as HTMLButtonElement).disabled;
}

/** Presses a key on the focused element (or `el`). Tab does not move focus by itself, as in jsdom. */
export function press(key: string, options: KeyboardEventInit & { target?: Element } = {}): KeyboardEvent {
  const { target, ...init } = options;
  const el = target ?? deepActiveElement() ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true, ...init });
  act(() => {
    el.dispatchEvent(event);
  });
  return event;
}

export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Types into an input the way React notices: native value setter, then an input event. */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    el.focus();
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function blur(el: HTMLElement): void {
  act(() => el.blur());
}

export function focus(el: HTMLElement): void {
  act(() => el.focus());
}

export { act };
