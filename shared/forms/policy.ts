import * as v from 'valibot';

/**
 * A policy link prop: a URL, or spec 3's Policy object `{ "file_src": "/upload/policy.pdf" }` as a CMS
 * prints the file it keeps. Both come out as the URL.
 */
export const policyLink = v.union([
  v.string(),
  v.pipe(
    v.object({ file_src: v.string() }),
    v.transform((policy) => policy.file_src),
  ),
]);
