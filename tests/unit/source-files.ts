import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root folder. */
export const REPO_ROOT = join(import.meta.dirname, '../..');

/** The files under a folder of the repository whose names match, as repository paths with '/', sorted. */
export function sourceFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
    .sort();
}
