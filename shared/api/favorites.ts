import * as v from 'valibot';
import { apiGet, apiPost } from './http';
import { wireId, wireImage, wireList, wireNumberOr0, wireQuantity, wireString } from './schemas';

export const favoriteSchema = v.pipe(
  v.object({
    ID: wireId,
    NAME: wireString,
    PRICE: wireNumberOr0,
    BASE_PRICE: wireNumberOr0,
    PICTURE: wireImage,
    DETAIL_PAGE_URL: wireString,
    AV_QUANTITY: wireQuantity,
  }),
  v.transform((item) => ({ ...item, inStock: item.AV_QUANTITY > 0 })),
);
export type Favorite = v.InferOutput<typeof favoriteSchema>;

export const favoriteListSchema = wireList(favoriteSchema);

/**
 * Spec 7 shows no answer for add and delete: success is all a shop must send. The new list is an extra
 * (the demo sends it): no list (nothing, `{}`, a flag) or a list of something else gives `null`, and the
 * store then changes its list from what was sent and re-reads `GET /api/favorites/`. A bare text or
 * number where the list belongs is no answer the shop can read (the schema fails: 'unreadable').
 */
export const favoriteChangeAnswerSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.check((input) => !((typeof input === 'string' && input.trim() !== '') || typeof input === 'number'), 'not a list'),
    v.transform((input): Favorite[] | null => {
      const isList = Array.isArray(input);
      const isKeyedList = !isList && typeof input === 'object' && input !== null && Object.keys(input).length > 0;
      if (!isList && !isKeyedList) return null;
      const parsed = v.safeParse(favoriteListSchema, input);
      return parsed.success ? parsed.output : null;
    }),
  ),
  null,
);

export interface FavoritesChange {
  /** The new list when the CMS sent it; null when it confirmed only (spec 7). */
  items: Favorite[] | null;
  /** The server's confirmation ('Товар успешно добавлен в избранное!'), '' when it sent none. */
  message: string;
}

export async function getFavorites(options: { signal?: AbortSignal } = {}): Promise<Favorite[]> {
  return (await apiGet('/api/favorites/', favoriteListSchema, options.signal ? { signal: options.signal } : {})).data;
}

async function changeFavorite(path: string, id: string | number): Promise<FavoritesChange> {
  const { data, message } = await apiPost(path, favoriteChangeAnswerSchema, { id: String(id) });
  return { items: data, message };
}

/** Adds a product; resolves once the server confirmed, with the new list when it sent one. */
export function addFavorite(id: string | number): Promise<FavoritesChange> {
  return changeFavorite('/api/favorites/items/add/', id);
}

/** Removes a product; resolves once the server confirmed, with the new list when it sent one. */
export function deleteFavorite(id: string | number): Promise<FavoritesChange> {
  return changeFavorite('/api/favorites/items/delete/', id);
}

/**
 * The list after a confirmed change the CMS sent no list for: the product removed, or added with its id
 * only (its name, price and picture come with the re-read).
 */
export function changedLocally(list: readonly Favorite[], id: string, added: boolean): Favorite[] {
  const rest = list.filter((item) => item.ID !== id);
  if (!added) return rest;
  return [...rest, { ID: id, NAME: '', PRICE: 0, BASE_PRICE: 0, PICTURE: '', DETAIL_PAGE_URL: '', AV_QUANTITY: 0, inStock: false }];
}
