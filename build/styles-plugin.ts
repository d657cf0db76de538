import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, transform } from 'lightningcss';
import MagicString from 'magic-string';
import type { Plugin, PluginContext } from 'rollup';

/**
 * Styles travel with the code that uses them. A module's stylesheet is the one beside it with its name
 * (`shared/ui/Popup.tsx` -> `Popup.css`), a widget's own is its folder's (`widgets/basket/basket.css`,
 * with its `index.ts`), and `STYLES_OF` names the few others (a vendor's, or one shared by a group).
 * For each widget this plugin gathers the stylesheets of
 * every module its code can reach, statically or through a lazy import, those of the imported modules
 * before the importer's (the source's cascade order), and writes them as one file,
 * `chunks/<entry>-<version>.css`, lowered to the browser targets by lightningcss (one file for the
 * widgets that reach the same stylesheets: `sheetOwners`). The runtime links a
 * widget's file while its code comes and mounts it once both are here; dist/manifest.json names it,
 * for a template that links it up front. The entry stylesheet, vitrina.css (build/css.mjs), holds what
 * every widget stands on (ENTRY_STYLES): the tokens, the kit and the runtime's states.
 *
 * Stylesheets are not imported from the modules: Node runs the widgets' modules too (the props schemas,
 * the docs), and it cannot import a stylesheet.
 */

const root = resolve(import.meta.dirname, '..');

/**
 * vitrina.css: what every widget stands on, in cascade order, then how the server's markup of each
 * widget looks before its code and stylesheet come (a widget folder's `fallback.css`, and the
 * sliders' shared one): that must hold from the first paint, or the page moves when they come. Last,
 * the widgets on every page of the shop, the header's own (its counters and the menu) and the cookie
 * notice: as sheets of their own, every page asked for five more files (two with the same bytes), the
 * counters mounted only a round trip after their code, and the notice's sheet, fetched on every page
 * even once the notice was accepted, was what a phone's home page waited for last.
 */
export const ENTRY_STYLES = [
  'shared/ui/tokens.css',
  'shared/ui/kit.css',
  'shared/runtime/base.css',
  'shared/ui/VisuallyHidden.css',
  'shared/ui/slider-fallback.css',
  ...readdirSync(resolve(root, 'widgets'))
    .sort()
    .map((folder) => `widgets/${folder}/fallback.css`)
    .filter((file) => existsSync(resolve(root, file))),
  'shared/shop/mini-basket.css',
  'widgets/favorites-count/favorites-count.css',
  'widgets/site-header/site-header.css',
  'widgets/cookie-notice/cookie-notice.css',
];

/** Swiper's core sheet and those of the given modules: each carousel's Swiper imports its modules one by one, so its styles are theirs too. */
const swiperStyles = (...modules: string[]) => ['node_modules/swiper/swiper.css', ...modules.map((module) => `node_modules/swiper/modules/${module}.css`)];

/**
 * Styles that travel as text in the chunk that uses them (the build writes each in for its name) and
 * are adopted when that code first runs (`carriedStyles`, shared/runtime/stylesheet.ts), in no widget's sheet:
 * - the toasts' (notyf's and ours), with notyf's chunk and the first toast: in the widgets' sheets they
 *   were in some twenty sheets, three times over on the catalogue's load;
 * - the carousels' controls, with the carousel module: a carousel mounts as soon as its code is here,
 *   a round trip sooner than with a sheet of its own (the home page's banner was the last widget a
 *   phone waited for, for its sheet);
 * - Swiper's, with Swiper, before it runs: a deferred carousel lays its slides out as Swiper would
 *   (slider-fallback.css, in vitrina.css) and needs them only then. Only the modules the carousels import.
 * - the exchange buttons', with their view (exchange-view.ts), which an administrator's page alone
 *   fetches: as the widget's sheet, every guest's catalogue fetched it for a widget that shows nothing.
 */
export const CARRIED_STYLES = {
  __VITRINA_TOAST_CSS__: ['node_modules/notyf/notyf.min.css', 'shared/ui/Toast.css'],
  __VITRINA_CAROUSEL_CSS__: ['shared/ui/slider.css'],
  __VITRINA_SWIPER_CSS__: swiperStyles('a11y', 'effect-fade', 'navigation', 'pagination'),
  __VITRINA_EXCHANGE_CSS__: ['widgets/exchange-buttons/exchange-buttons.css'],
} as const satisfies Record<string, readonly string[]>;

const carried: readonly string[] = Object.values(CARRIED_STYLES).flat();

/** The stylesheets of modules that are not beside them, by module (paths from the repository's root). */
export const STYLES_OF: Readonly<Record<string, readonly string[]>> = {
  // The modules the gallery's file imports: the other modules' styles were three fifths of its sheet.
  'widgets/product-gallery/gallery-swiper.ts': swiperStyles('a11y', 'thumbs'),
  'shared/forms/ui/parts.tsx': ['shared/forms/ui/account-form.css'],
};

/** The stylesheets of one module (a path from the repository's root), the ones that exist; not one its chunk carries as text. */
export function stylesOf(module: string): string[] {
  const sibling = module.replace(/\.tsx?$/, '.css');
  const folder = /^widgets\/([^/]+)\/index\.ts$/.exec(module)?.[1];
  const own = sibling !== module && !carried.includes(sibling) ? [sibling] : [];
  const folderSheet = folder ? `widgets/${folder}/${folder}.css` : undefined;
  const candidates = [...(STYLES_OF[module] ?? []), ...(folderSheet && !carried.includes(folderSheet) ? [folderSheet] : []), ...own];
  return candidates.filter((file) => existsSync(resolve(root, file)));
}

/** The name the mounting half finds the unstyled widgets by (shared/runtime/stylesheet.ts: styleOf). */
export const UNSTYLED_PLACEHOLDER = '__VITRINA_UNSTYLED__';
/** And the widgets whose sheet is another's, with that widget (see `sheetOwners`). */
export const SHARED_SHEETS_PLACEHOLDER = '__VITRINA_SHARED_SHEETS__';

/**
 * Widgets whose code reaches the same stylesheets, in the same order, share one sheet, named after the
 * first of them by name: as files of the same bytes under several names, a shopper would fetch them
 * again for every such widget, on every page (the carousels did, before their styles became text).
 * Answers, for each widget whose sheet is another's, that widget.
 */
export function sheetOwners(styled: ReadonlyMap<string, readonly string[]>): Map<string, string> {
  const ownerOfFiles = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const entry of [...styled.keys()].sort()) {
    const files = (styled.get(entry) ?? []).join('\n');
    if (!files) continue;
    const owner = ownerOfFiles.get(files);
    if (owner) owners.set(entry, owner);
    else ownerOfFiles.set(files, entry);
  }
  return owners;
}

export interface StylesOptions {
  /** The entries that get a stylesheet of their own (the widgets), by entry module. */
  entries: Readonly<Record<string, string>>;
  version: string;
}

export const stylesheetName = (entry: string, version: string): string => `chunks/${entry}-${version}.css`;

/** The browser targets of package.json's browserslist, for lightningcss. */
const targets = browserslistToTargets(browserslist(undefined, { path: root }));

export function lowerCss(code: string, filename: string): string {
  const result = transform({ filename, code: Buffer.from(code), minify: true, targets });
  for (const warning of result.warnings) console.warn(`[css] ${warning.message} (${warning.loc.filename}:${warning.loc.line})`);
  return result.code.toString();
}

/** The stylesheets of every module reachable from `entry`, dependencies first, each once. */
function reachableStyles(context: PluginContext, entry: string): string[] {
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = context.getModuleInfo(id);
    for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(imported);
    const path = relative(root, id).replace(/\\/g, '/');
    if (!path.startsWith('node_modules/') && !path.startsWith('..')) for (const file of stylesOf(path)) if (!styles.includes(file)) styles.push(file);
  };
  visit(resolve(root, entry));
  return styles;
}

/** The one stylesheet of an entry: its files in order, lowered. */
export function entryStylesheet(files: readonly string[], name: string): string {
  const code = files.map((file) => `/* ${file} */\n${sourceOf(file)}`).join('\n');
  return lowerCss(code, name);
}

/**
 * A stylesheet's text as the sheets carry it. Swiper's declare its custom properties on `:root`: a
 * sheet with a `:root` rule that comes after the page is styled (a widget's sheet, or Swiper's adopted
 * at a carousel's first turn) makes the browser restyle every element of the page, in the middle of
 * that turn's task. The carousels and the gallery draw their controls themselves and use none of
 * those properties, so Swiper's `:root` rules are left out.
 */
function sourceOf(file: string): string {
  const code = readFileSync(resolve(root, file), 'utf8');
  if (!file.startsWith('node_modules/swiper/')) return code;
  const isRootRule = (selectors: readonly (readonly { type: string; kind?: string }[])[]): boolean =>
    selectors.length === 1 && selectors[0]?.length === 1 && selectors[0][0]?.type === 'pseudo-class' && selectors[0][0].kind === 'root';
  const kept = transform({ filename: file, code: Buffer.from(code), visitor: { Rule: { style: (rule) => (isRootRule(rule.value.selectors) ? [] : undefined) } } });
  return kept.code.toString();
}

/** The plugin, and the widget whose sheet each widget uses (itself, or the one it shares with), for the manifest. */
export type WidgetStylesPlugin = Plugin & { api: { sheetOf(entry: string): string } };

export function widgetStyles({ entries, version }: StylesOptions): WidgetStylesPlugin {
  const styled = new Map<string, string[]>();
  let owners = new Map<string, string>();
  return {
    name: 'vitrina-styles',
    api: { sheetOf: (entry) => owners.get(entry) ?? entry },
    buildEnd(error) {
      if (error) return;
      for (const [entry, module] of Object.entries(entries)) styled.set(entry, reachableStyles(this, module).filter((file) => !ENTRY_STYLES.includes(file)));
      owners = sheetOwners(styled);
    },
    renderChunk(code) {
      if (!code.includes(UNSTYLED_PLACEHOLDER) && !code.includes(SHARED_SHEETS_PLACEHOLDER)) return null;
      const unstyled = [...styled].filter(([, files]) => files.length === 0).map(([entry]) => entry);
      const magic = new MagicString(code);
      magic.replaceAll(UNSTYLED_PLACEHOLDER, JSON.stringify(unstyled));
      magic.replaceAll(SHARED_SHEETS_PLACEHOLDER, JSON.stringify(Object.fromEntries(owners)));
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
    },
    generateBundle() {
      for (const [entry, files] of styled) {
        if (files.length > 0 && !owners.has(entry)) this.emitFile({ type: 'asset', fileName: stylesheetName(entry, version), source: entryStylesheet(files, `${entry}.css`) });
      }
    },
  };
}
