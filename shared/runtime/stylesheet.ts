/**
 * A widget's own stylesheet (its chunk's, chunks/<name>-<version>.css) goes into the document while its
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
