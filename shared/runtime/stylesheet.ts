import type { WidgetModule } from './types';

declare const __VERSION__: string;
/** The widgets without a stylesheet of their own: the module build writes them in (build/styles-plugin.ts). */
declare const __VITRINA_UNSTYLED__: readonly string[];
/** The widgets whose sheet is another widget's (their code reaches the same stylesheets), with that widget: written in by the build too. */
declare const __VITRINA_SHARED_SHEETS__: Readonly<Record<string, string>>;

/**
 * A widget's own stylesheet (its chunk's, chunks/<name>-<version>.css, or the one it shares) goes into the document while its
 * code comes, and the widget mounts once both are here: no moment unstyled, nothing shifting as the
 * styles arrive. A template may have linked it up front (dist/manifest.json names it); a sheet
 * already there is taken as it is.
 */
export function linkStylesheet(href: string, root: Pick<ParentNode, 'append' | 'querySelectorAll'> = document.head): Promise<void> {
  const present = Array.from(root.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).find((link) => link.href === href);
  if (present?.sheet) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    // A refused sheet goes, so the loader's second try links it anew.
    link.onerror = () => (link.remove(), reject(new Error(href)));
    root.append(link);
  });
}

/**
 * The module build's sheet of a widget (widgets/load-chunk.ts), linked into the document; resolves,
 * once it applies, to how an isolated widget puts it into its shadow root. Here and not in the entry:
 * the list of widgets without a sheet and the linking cost the entry nothing. The sheet is beside
 * this chunk, in chunks/ as the widget's code is. The one-file build carries sheets as text
 * (widgets/load-bundled.ts) and never calls it.
 */
export function styleOf(name: string): Promise<WidgetModule['style']> | undefined {
  if (__VITRINA_UNSTYLED__.includes(name)) return undefined;
  const sheet = Object.hasOwn(__VITRINA_SHARED_SHEETS__, name) ? __VITRINA_SHARED_SHEETS__[name] : name;
  const href = new URL(`${sheet}-${__VERSION__}.css`, import.meta.url).href;
  return linkStylesheet(href).then(() => (shadow) => void linkStylesheet(href, shadow));
}

/**
 * Styles that come as text with the code that uses them (the build writes them into its chunk:
 * build/styles-plugin.ts, CARRIED_STYLES), put in place when that code first runs, so they need no
 * request of their own and hold back no mount. Answers the function that adopts them, once, into the
 * root `node` is in: the document, or the shadow root of an isolated widget. The sheet is made on the
 * first call (importing the code builds nothing); no text (the unit tests, where no build wrote it in)
 * adopts nothing.
 */
export function carriedStyles(text: string | undefined): (node?: Node) => void {
  let sheet: CSSStyleSheet | undefined;
  return (node = document) => {
    if (!text || typeof CSSStyleSheet !== 'function') return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    const found = node.getRootNode();
    const root = found instanceof ShadowRoot ? found : document;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
