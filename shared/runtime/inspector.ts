import { INSPECT } from './types';
import { createIsolatedRoot } from './isolate';
import { readRawProps } from './props';
import type { Registry, TagRecord } from './tags';

/**
 * The inspector, for whoever debugs a live page (a Bitrix shop has no dev server): `?vitrina-inspect`
 * in the URL, remembered for the tab (`=off` forgets it), outlines every tag the runtime has taken on
 * with a label (its widget, state, hydration and when it mounted); a label opens a panel with the
 * tag's props, its first schema error and its last failure. It reads the runtime's records of the tags
 * (the registry, tags.ts) and draws in a shadow root of its own with the bundle's stylesheet, so neither the
 * page's CSS nor a strict Content-Security-Policy gets in the way (positions are set through the
 * CSSOM), and it takes no room on the page: a fixed layer the pointer passes through but for the labels.
 */

const DASH = '—';

/**
 * The inspector's own styles, written in by the build (shared/runtime/inspector.css, lowered): a tool
 * turned on by hand carries them, in either build, instead of a file every page would link.
 */
declare const __VITRINA_INSPECTOR_CSS__: string | undefined;
const ownStyles = (): string => (typeof __VITRINA_INSPECTOR_CSS__ === 'string' ? __VITRINA_INSPECTOR_CSS__ : '');

/** The label's text: what a glance at the page should tell. */
function summary(record: TagRecord): string {
  const mountedAt = record.at.mounted;
  return [record.name, record.state.is, record.hydration ?? DASH, mountedAt === undefined ? DASH : `${Math.round(mountedAt)} ms`].join(' · ');
}

/** The props the widget was given, else as its tag holds them. */
function propsText(record: TagRecord): string {
  if (record.props !== undefined) return JSON.stringify(record.props, null, 2);
  const raw = readRawProps(record.element);
  return raw.ok ? JSON.stringify(raw.value, null, 2) : `invalid JSON in ${raw.source}: ${raw.reason}`;
}

function setBox(element: HTMLElement, rect: { top: number; left: number; width: number; height: number }): void {
  for (const [name, value] of Object.entries(rect)) element.style.setProperty(name, `${value}px`);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  created.textContent = text;
  return created;
}

/** The panel's rows: a heading and its value, plain text or a block of JSON. */
function details(record: TagRecord): Array<[string, string, boolean?]> {
  const { failure, at } = record;
  const times = Object.entries(at)
    .map(([state, time]) => `${state} ${Math.round(time)} ms`)
    .join(', ');
  return [
    ['State', `${record.state.is} (data-widget-state="${record.element.getAttribute('data-widget-state') ?? ''}")`],
    ['Hydration', record.hydration ?? DASH],
    ['Entered (since the page started)', times],
    ['Props', propsText(record), true],
    ['First schema error', failure?.reason === 'props' ? failure.detail : 'none'],
    ['Last failure', failure ? `${failure.reason}${failure.detail ? `: ${failure.detail}` : ''}${failure.error ? ` (${String(failure.error)})` : ''}` : 'none'],
  ];
}

function startInspector({ tags }: Registry): void {
  const host = document.createElement('div');
  host.setAttribute('data-vitrina-inspector', '');
  const fixed = { position: 'fixed', top: '0', left: '0', width: '100%', height: '100%', 'pointer-events': 'none', 'z-index': '2147483000' };
  for (const [name, value] of Object.entries(fixed)) host.style.setProperty(name, value);
  document.body.append(host);
  const layer = createIsolatedRoot(host, (shadow) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(ownStyles());
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  });
  const drawn = new Map<HTMLElement, { box: HTMLElement; label: HTMLButtonElement }>();
  let open: { record: TagRecord; panel: HTMLElement; label: HTMLButtonElement } | undefined;

  const close = (): void => {
    open?.panel.remove();
    open?.label.focus();
    open = undefined;
  };

  const showPanel = (record: TagRecord, label: HTMLButtonElement): void => {
    open?.panel.remove();
    const panel = element('section', 'vt-inspector__panel');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', `${record.name}: details`);
    const closeButton = element('button', 'vt-inspector__close vt-outline-button', '×');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.addEventListener('click', close);
    const list = element('dl', '');
    for (const [title, value, block] of details(record)) list.append(element('dt', '', title), block ? jsonRow(value) : element('dd', '', value));
    panel.append(element('h2', '', record.name), closeButton, list);
    layer.append(panel);
    open = { record, panel, label };
    closeButton.focus();
  };

  const draw = (): void => {
    for (const [tag, parts] of drawn) {
      if (tags.get(tag)) continue;
      parts.box.remove();
      drawn.delete(tag);
    }
    for (const record of tags.values()) {
      let parts = drawn.get(record.element);
      if (!parts) {
        const box = element('div', 'vt-inspector__box');
        const label = element('button', 'vt-inspector__label');
        label.type = 'button';
        label.addEventListener('click', () => showPanel(tags.get(record.element) ?? record, label));
        box.append(label);
        layer.append(box);
        parts = { box, label };
        drawn.set(record.element, parts);
        observer.observe(record.element, { attributes: true, attributeFilter: ['data-widget-state'] });
      }
      const text = summary(record);
      if (parts.label.textContent !== text) parts.label.textContent = text;
      const { is } = record.state;
      const shown = is === 'mounted' || is === 'error' ? is : 'pending';
      parts.box.className = `vt-inspector__box vt-inspector__box--${shown}`;
      const { top, left, width, height } = record.element.getBoundingClientRect();
      setBox(parts.box, { top, left, width, height });
    }
    if (open && tags.get(open.record.element) !== open.record) close();
  };

  let frame = 0;
  const redraw = (): void => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), draw()));
  };
  const observer = new MutationObserver(redraw);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-widget-state'] });
  addEventListener('scroll', redraw, { passive: true, capture: true });
  addEventListener('resize', redraw, { passive: true });
  layer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) close();
  });
  draw();
}

/** A block of JSON in a panel row. */
function jsonRow(text: string): HTMLElement {
  const row = element('dd', '');
  row.append(element('pre', '', text));
  return row;
}

/**
 * Reads the switch and remembers it for the tab: on when the URL asks (`?vitrina-inspect`) or an
 * earlier page of the tab did, off with `=off`. The entry only looked for the word.
 */
function switchedOn(): boolean {
  const asked = new URLSearchParams(location.search).get(INSPECT);
  try {
    if (asked === 'off') sessionStorage.removeItem(INSPECT);
    else if (asked !== null) sessionStorage.setItem(INSPECT, 'on');
    return asked !== 'off' && sessionStorage.getItem(INSPECT) === 'on';
  } catch {
    // Storage refused: the switch holds for this page only.
    return asked !== null && asked !== 'off';
  }
}

/**
 * Starts the inspector when the switch is on. Nothing happens on import: the one-file build inlines
 * this module, so its top level runs on every page.
 */
export function inspect(registry: Registry): void {
  if (switchedOn()) startInspector(registry);
}
