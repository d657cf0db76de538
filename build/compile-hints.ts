/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): a file that
 * starts with it is compiled whole, off the main thread, while it streams in. Without it V8 compiles
 * each function on the main thread the first time it runs, which on a phone's page load was a large
 * part of React's and the runtime's evaluation.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose functions mostly run as soon as the chunk does: React and react-dom rendering the
 * first widgets, the runtime and the stores of `core`, the carousels before Swiper, Swiper at a
 * carousel's first turn. A widget's own chunk is small and a lazy one (imask, DOMPurify, a form's
 * parts) runs a fraction of its code: compiling them whole would be work for nothing.
 */
export const EAGER_CHUNKS: ReadonlySet<string> = new Set(['react', 'core', 'slider', 'swiper']);

/** The banner of a chunk of the module build: the hint for the eager chunks, nothing for the rest. */
export function compileHintBanner(chunk: { name: string }): string {
  return EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : '';
}

/** Terser's comment filter: the hint is the only comment a minified file keeps (terser reads it without its `//`). */
export const KEPT_COMMENT = new RegExp(`^${COMPILE_HINT.slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
