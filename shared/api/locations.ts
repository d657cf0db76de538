import * as v from 'valibot';
import { apiPost } from './http';
import { wireId, wireList, wireString, sameFields } from './schemas';

export const citySchema = v.object({
  ID: wireId,
  ...sameFields(wireString, ['CODE', 'NAME_RU', 'REGION_SHORT_NAME', 'ZIP']),
});
export type City = v.InferOutput<typeof citySchema>;

/** `data.data` is the list (spec 7); a CMS that sends the list as `data` is accepted too. */
export const locationsAnswerSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((input): unknown =>
    input && typeof input === 'object' && !Array.isArray(input) && 'data' in input ? (input as { data: unknown }).data : input,
  ),
  wireList(citySchema),
);

/** City suggestions for the checkout (debounce 1 s in the caller). An aborted call rejects with the abort error. */
export async function suggestLocations(query: string, signal?: AbortSignal): Promise<City[]> {
  return (await apiPost('/api/locations/suggests/', locationsAnswerSchema, { query }, signal ? { signal } : {})).data;
}
