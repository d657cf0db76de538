import * as v from 'valibot';
import { apiGet, apiPost, type ApiResult, type RequestOptions } from './http';
import { wireBoolean, wireId, wireIgnored, wireImage, wireList, wireMap, wireNumberOr0, wireOptionalNumber, wireString, sameFields } from './schemas';

/**
 * One option of a configurator step. Limits are `null` when the CMS did not set them (the widget then
 * uses its default range, spec 5). `_2` fields describe the second size (panel) of two-size steps,
 * `_V2` the alternative limits used when the other dimension exceeds `UF_LIMIT_VALUE`.
 */
export const stepItemSchema = v.object({
  ID: wireId,
  NAME: wireString,
  PICTURE: wireImage,
  DESCRIPTION: wireString,
  UF_BOTTOM_LIMIT: wireOptionalNumber,
  UF_TOP_LIMIT: wireOptionalNumber,
  UF_STANDART: wireOptionalNumber,
  UF_BOTTOM_LIMIT_2: wireOptionalNumber,
  UF_TOP_LIMIT_2: wireOptionalNumber,
  UF_STANDART_2: wireOptionalNumber,
  UF_BOTTOM_LIMIT_V2: wireOptionalNumber,
  UF_TOP_LIMIT_V2: wireOptionalNumber,
  UF_LIMIT_CHANGE: wireOptionalNumber,
  UF_LIMIT_VALUE: wireOptionalNumber,
  UF_SIZE_TITLE: wireString,
  UF_SIZE_TITLE_2: wireString,
  UF_DESCR_TITLE: wireString,
  UF_CHANGE_DOOR: wireOptionalNumber,
  UF_CHANGE_PANEL: wireOptionalNumber,
  ...sameFields(wireBoolean, ['UF_DOOR', 'UF_WIDTH', 'UF_DOUBLE_PART', 'UF_DOOR_PANEL', 'UF_SOLID_PART', 'UF_DOUBLE_SOLID', 'UF_SOLID_WARNING']),
});
export type StepItem = v.InferOutput<typeof stepItemSchema>;

/** 's' cards, 'i' image cards, 'r' range slider, 't' two-size sliders. */
export const stepTemplateSchema = v.pipe(
  v.string(),
  v.transform((input) => input.trim().toLowerCase()),
  v.picklist(['s', 'i', 'r', 't']),
);
export type StepTemplate = v.InferOutput<typeof stepTemplateSchema>;

/** The chosen option of a step: `null` when nothing is chosen (the CMS may send `[]`, `false` or an empty id). */
export const stepSelectionSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((input): { id: string; name: string } | null => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
    const record = input as Record<string, unknown>;
    const id = record.id ?? record.ID;
    if (id == null || id === '' || id === false) return null;
    const name = record.name ?? record.NAME;
    return { id: String(id), name: typeof name === 'string' || typeof name === 'number' ? String(name) : '' };
  }),
);
export type StepSelection = v.InferOutput<typeof stepSelectionSchema>;

export const stepSchema = v.object({
  RKEY: wireString,
  /** Options keyed by id (in the CMS's order). */
  ITEMS: wireMap(stepItemSchema),
  /** Ids of the options whose choice loads dependent steps. */
  CHILDREN: wireList(wireId),
  TITLE: wireString,
  SELECT_TITLE: wireString,
  /** The option id this step depends on ('' for a root step). */
  PARENT: wireString,
  /** 'root' or the id of the option that started this branch. */
  SUPER_PARENT: wireString,
  TEMPLATE: stepTemplateSchema,
  DESCRIPTION: wireString,
  SELECTED: stepSelectionSchema,
  showNext: wireBoolean,
  DISABLED: wireBoolean,
  SORT: wireNumberOr0,
  RESET_SIZES: wireBoolean,
});
export type ConfiguratorStep = v.InferOutput<typeof stepSchema>;

export const stepsSchema = wireList(stepSchema);

/** Steps for the root (`parent` null) or for a chosen option. */
export async function getConfiguratorSteps(parent: string | number | null, options: RequestOptions = {}): Promise<ConfiguratorStep[]> {
  return (await apiPost('/api/configurator/', stepsSchema, { parent: parent == null ? '' : String(parent) }, options)).data;
}

/**
 * The scheme image answer: a URL string, or `{ src }` ('' when there is none). A text that is no address
 * (a path, an http(s) URL or an image file name) is an answer the shop cannot read, not a broken image.
 */
export const schemeAnswerSchema = v.pipe(
  wireImage,
  v.check((src) => src === '' || /^(\/|https?:\/\/)/i.test(src) || /\.(svg|png|jpe?g|webp|gif|avif)(\?.*)?$/i.test(src), 'not an image address'),
);

/** The choices a scheme picture is drawn for: a model, a handle (or `false`) and an opening side. */
export interface SchemeChoices {
  model: string | number;
  handle: string | number | false;
  side: string | number;
}

/** The scheme image URL for the choices (`options.apiBase`: an embed asks the shop's API). */
export async function getSchemeUrl({ model, handle, side }: SchemeChoices, options: RequestOptions = {}): Promise<string> {
  const segment = (value: string | number) => encodeURIComponent(String(value));
  const path = `/api/configuration/scheme/get/${segment(model)}/${handle === false ? 'false' : segment(handle)}/${segment(side)}/`;
  return (await apiGet(path, schemeAnswerSchema, options)).data;
}

export interface ConfigurationOrderPayload {
  name: string;
  phone: string;
  email: string;
  /** 'title: value;' per step. */
  config: string;
  /** The scheme image URL. */
  scheme: string;
  token: string;
}

/** Sends the configured door as a contact order; success leads to /catalog/. */
export function sendConfigurationOrder(payload: ConfigurationOrderPayload): Promise<ApiResult<undefined>> {
  return apiPost('/api/configuration/', wireIgnored, { ...payload });
}
