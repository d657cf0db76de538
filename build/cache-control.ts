/**
 * How long a browser may keep a file of the build, by its name: the demo serves by this rule and
 * vitrina-doctor checks a shop's headers against it (docs/deploying.md). A module of its own with no
 * imports, so the doctor's bundle takes it without the demo's server.
 *
 * Chunks are named by content hash or by release (rollup.config.mjs), so a changed chunk is a new address:
 * they are kept a year and never revalidated. The entry, the stylesheet, the manifest and the other fixed
 * names change in place: the browser asks every time, and a matching ETag costs a 304 with no body.
 */
export function cacheControl(relative: string): string {
  const path = relative.replace(/\\/g, '/');
  const longLived =
    /(?:^|\/)chunks\//.test(path) ||
    // a release in the name: name-1.2.3.js
    /-\d+\.\d+\.\d+(?:-[\w.]+)?\.[a-z0-9]+(?:\.map)?$/.test(path) ||
    // rollup's [hash]: eight base64url characters, with a digit or a capital among them
    /-(?=[\w-]{0,7}[0-9A-Z])[\w-]{8}\.[a-z0-9]+(?:\.map)?$/.test(path);
  return longLived ? 'public, max-age=31536000, immutable' : 'no-cache';
}
