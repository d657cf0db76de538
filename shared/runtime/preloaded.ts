/** The chunks the page imported ahead of the runtime's start, by address (see importPreloaded). */
export type Preloaded = ReadonlyMap<string, Promise<unknown>>;

/**
 * Imports the chunks of `folder` that the page's head module-preloads, where the link's media matches:
 * a template preloads exactly the files of the widgets that mount without the shopper (docs/deploying.md).
 * Called at the page's first paint, beside the request for the table of widgets: an import() settles
 * in a task of its own for every level of the module's imports, and each task waits behind what the
 * page posted before it (its pictures' documents, its frames). Asked for only once the table had come
 * and the tags were armed, a widget's chunk was evaluated a few such waits later on a phone; imported
 * here, it is evaluated while the table comes. A chunk evaluates nothing but its definitions (the
 * no-work-on-import test), so one whose tag turns out to wait costs next to nothing.
 */
export function importPreloaded(folder: string, load: (address: string) => Promise<unknown> = (address) => import(address)): Preloaded {
  const imported = new Map<string, Promise<unknown>>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    if (!link.href.startsWith(folder) || (link.media && !matchMedia(link.media).matches)) continue;
    const module = load(link.href);
    // Reported by the loader, once a tag asks for this chunk (it retries at an address of its own).
    module.catch(() => undefined);
    imported.set(link.href, module);
  }
  return imported;
}
