import * as v from 'valibot';
import { wireBoolean, wireId, wireImage, wireList, wireString } from './schemas';

/** A tag: a plain name or `{ NAME, URL }` (either case); always `{ name, url }`. */
export const tagSchema = v.pipe(
  v.union([
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((name) => ({ name: String(name), url: '' })),
    ),
    v.pipe(
      v.looseObject({
        NAME: v.optional(wireString),
        name: v.optional(wireString),
        URL: v.optional(wireString),
        url: v.optional(wireString),
      }),
      v.transform((tag) => ({ name: tag.NAME || tag.name || '', url: tag.URL || tag.url || '' })),
    ),
  ]),
  v.object({ name: v.string(), url: v.string() }),
);
export type Tag = v.InferOutput<typeof tagSchema>;

/** An article card in the articles list (load more pages). */
export const articleSchema = v.object({
  ID: v.nullish(wireId, ''),
  NAME: wireString,
  DETAIL_PAGE_URL: wireString,
  PICTURE: wireImage,
  PICTURE_MOBILE: wireImage,
  IMG_DESCR: wireString,
  /** The teaser text ('' when the CMS sends none). */
  PREVIEW_TEXT: wireString,
  TAGS: wireList(tagSchema),
  ACTIVE_FROM: wireString,
  IS_BIG: wireBoolean,
});
export type Article = v.InferOutput<typeof articleSchema>;
