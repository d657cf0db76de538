/**
 * Each widget's stylesheet as text, by widget: the one-file build fills this in from the ES build's
 * stylesheets (rollup.config.mjs), as it cannot fetch them; the unit tests have none.
 */
export const stylesheets: Readonly<Record<string, string>> = {};
