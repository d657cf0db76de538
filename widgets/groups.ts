import type { WidgetModule } from '../shared/runtime/types';

/**
 * Widgets that travel in one file, `chunks/<group>-<version>.js`, rather than a chunk each: the shop's
 * shell, the header's and the footer's widgets. They are on every page, small, and plain DOM (no React),
 * and on a throttled phone every file a page fetches costs its main thread the handling, whatever its
 * size (docs/performance.md): seven files on every page were six more than their code needs.
 * rollup.config.mjs builds each group as one entry; the module build's loader (load-chunk.ts) finds a
 * grouped widget in its group's file.
 */
export const widgetGroups: Readonly<Record<string, readonly string[]>> = {
  shell: ['site-header', 'sticky-header', 'mini-basket', 'basket-count', 'favorites-count', 'scroll-top', 'cookie-notice'],
};

/** The group a widget travels in, if it is in one. */
export function groupOf(name: string): string | undefined {
  return Object.keys(widgetGroups).find((group) => widgetGroups[group]?.includes(name));
}

/** What a group's file exports: each of its widgets' definitions, by name. */
export interface GroupModule {
  widgets: Readonly<Record<string, WidgetModule['default']>>;
}
