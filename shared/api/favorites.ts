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
 * Add and delete answer the new list (API.md, chosen). Spec 7 leaves the answer open: no list (nothing,
 * `{}`, a flag) or a list of something else gives `null` and the caller reloads the list. A bare text or
 * number where the list belongs is no answer the shop can read (the schema fails: 'unreadable').
 */
export const favoriteChangeAnswerSchema = v.pipe(
  v.unknown(),
  v.check((input) => !((typeof input === 'string' && input.trim() !== '') || typeof input === 'number'), 'not a list'),
  v.transform((input): Favorite[] | null => {
    const isList = Array.isArray(input);
    const isKeyedList = !isList && typeof input === 'object' && input !== null && Object.keys(input).length > 0;
    if (!isList && !isKeyedList) return null;
    const parsed = v.safeParse(favoriteListSchema, input);
    return parsed.success ? parsed.output : null;
  }),
);

export interface FavoritesChange {
  items: Favorite[];
  /** The server's confirmation ('Товар успешно добавлен в избранное!'), '' when it sent none. */
  message: string;
}

export async function getFavorites(options: { signal?: AbortSignal } = {}): Promise<Favorite[]> {
  return (await apiGet('/api/favorites/', favoriteListSchema, options.signal ? { signal: options.signal } : {})).data;
}

async function changeFavorite(path: string, id: string | number): Promise<FavoritesChange> {
  const { data, message } = await apiPost(path, favoriteChangeAnswerSchema, { id: String(id) });
  return { items: data ?? (await getFavorites()), message };
}

/** Adds a product; resolves with the new list once the server confirmed. */
export function addFavorite(id: string | number): Promise<FavoritesChange> {
  return changeFavorite('/api/favorites/items/add/', id);
}

/** Removes a product; resolves with the new list once the server confirmed. */
export function deleteFavorite(id: string | number): Promise<FavoritesChange> {
  return changeFavorite('/api/favorites/items/delete/', id);
}
