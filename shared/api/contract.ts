import * as v from 'valibot';
import {
  AUTH_CODES,
  CHECKOUT_CODES,
  CONFIGURATION_ORDER_CODES,
  COOPERATION_CODES,
  MANAGER_CALL_CODES,
  QUICK_ORDER_CODES,
  REVIEW_CODES,
  type CodeTable,
} from '../forms/codes';
import { articleSchema, tagSchema } from './articles';
import { basketAddAnswerSchema, basketClearAnswerSchema, basketErrorSchema, basketItemSchema, basketStateSchema, easyCleanSchema } from './basket';
import { catalogSchema, catalogSectionSchema, marketplaceSchema, offerAnswerSchema, productCardSchema, type OfferParams } from './catalog';
import { schemeAnswerSchema, stepItemSchema, stepSchema, stepsSchema, type ConfigurationOrderPayload } from './configurator';
import { favoriteChangeAnswerSchema, favoriteListSchema, favoriteSchema } from './favorites';
import type { CooperationPayload, ManagerCallPayload } from './forms';
import { citySchema, locationsAnswerSchema } from './locations';
import {
  deliveryFieldInfoSchema,
  deliveryOptionSchema,
  orderDetailsSchema,
  orderHistoryItemSchema,
  orderHistorySchema,
  orderLineSchema,
  orderResponseSchema,
  paySystemSchema,
  personTypeSchema,
  quickOrderAnswerSchema,
} from './orders';
import { reviewSchema, reviewsPageSchema } from './reviews';
import { wireIgnored, wireList } from './schemas';
import { articleHitSchema, otherHitSchema, searchGroupsSchema, suggestionSchema, suggestionsSchema } from './search';
import {
  confirmationAnswerSchema,
  forgotAnswerSchema,
  loginAnswerSchema,
  profileSchema,
  registrationAnswerSchema,
  updateAnswerSchema,
  userSchema,
  type LoginPayload,
  type RegistrationPayload,
} from './user';

/**
 * The CMS API as the widgets call it: one row per endpoint, with the valibot schema that parses its
 * answer (the same object the api module passes to apiGet/apiPost) and the fields the call sends.
 * build/openapi.ts makes dist/vitrina.openapi.json and docs/cms-api.md of it; vitrina-doctor calls
 * the rows marked `probe` on a live shop and checks the answers against that document.
 */

type Schema = v.GenericSchema;

/** A field of a request: its wire type and whether every call sends it. */
export interface RequestField {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'file' | 'flag';
  description: string;
  /** Sent only in some calls (the other form of the call, an option). */
  optional?: boolean;
}

export interface ContractRequest {
  /** `form`: multipart/form-data (FormData, as ky sends it); `json`: a JSON body. */
  encoding: 'form' | 'json';
  fields: Record<string, RequestField>;
  /** The call sends more fields than these (the checkout's order form). */
  more?: string;
}

export interface ContractEndpoint {
  method: 'get' | 'post';
  /** The path under the API base (`/api/`), or a page's path for load more. */
  path: string;
  /** `spec`: spec section 7 names it; `ours`: the spec leaves it 'not shown' and this is our choice. */
  origin: 'spec' | 'ours';
  summary: string;
  description?: string;
  request?: ContractRequest;
  /** The schema `data` is parsed with. */
  data: Schema;
  /**
   * What the CMS sends, when the schema is a normaliser that also reads another shape (its input
   * cannot be read off the schema); built of the same schemas.
   */
  wire?: Schema;
  /** `data` is always sent (spec: 'success, data'). */
  dataRequired?: boolean;
  /** Fields beside `data` (the page answers' `pages`). */
  beside?: Record<string, RequestField>;
  /** The rejection codes the form marks fields by (spec section 5). */
  codes?: CodeTable;
  /**
   * Safe to call on a live shop (changes nothing): the doctor calls it with this body. GETs without
   * path parameters are probed with none.
   */
  probe?: Record<string, string>;
  /** Answers a page URL, not an `/api/` path (load more). */
  page?: boolean;
}

const text = (description: string, optional = false): RequestField => ({ type: 'string', description, ...(optional ? { optional } : {}) });
const TOKEN = text('The bot-check token of the form (spec 5).');

/** The fields a payload type names: the compiler keeps the list and the api module's type together. */
function fieldsOf<T>(fields: Record<keyof T & string, RequestField>): Record<string, RequestField> {
  return fields;
}

/** A list the load-more pages return: `pages` beside `data`. */
const PAGES = { pages: { type: 'integer', description: 'How many pages the list has.' } } satisfies Record<string, RequestField>;

const PAGE_QUERY = 'The page URL with `pagination=Y&PAGEN_{n}={page}` added; `n` is the widget\'s `pageParam`.';

/** The objects several answers share: named in the document's components. */
export const CONTRACT_COMPONENTS: Record<string, Schema> = {
  BasketState: basketStateSchema,
  BasketItem: basketItemSchema,
  BasketQuantityError: basketErrorSchema,
  EasyCleanOption: easyCleanSchema,
  ProductCard: productCardSchema,
  Marketplace: marketplaceSchema,
  CatalogSection: catalogSectionSchema,
  Favourite: favoriteSchema,
  User: userSchema,
  Profile: profileSchema,
  Review: reviewSchema,
  ConfiguratorStep: stepSchema,
  StepItem: stepItemSchema,
  Suggestion: suggestionSchema,
  City: citySchema,
  OrderResponse: orderResponseSchema,
  DeliveryOption: deliveryOptionSchema,
  PaySystem: paySystemSchema,
  PersonType: personTypeSchema,
  DeliveryFieldInfo: deliveryFieldInfoSchema,
  OrderHistoryItem: orderHistoryItemSchema,
  OrderLine: orderLineSchema,
  Article: articleSchema,
  Tag: tagSchema,
  ArticleHit: articleHitSchema,
  OtherHit: otherHitSchema,
};

const basketChange = (summary: string, fields: Record<string, RequestField>): ContractEndpoint => ({
  method: 'post',
  path: `/api/basket/items/${summary}/`,
  origin: 'spec',
  summary: '',
  request: { encoding: 'form', fields },
  data: basketStateSchema,
  dataRequired: true,
});

const ROW = text('The basket row id (`bid` of a BasketItem).');

export const CONTRACT: readonly ContractEndpoint[] = [
  { method: 'get', path: '/api/basket/', origin: 'spec', summary: 'The basket.', data: basketStateSchema, dataRequired: true, probe: {} },
  {
    method: 'post',
    path: '/api/basket/items/add/',
    origin: 'spec',
    summary: 'Adds a product. Over stock: success, nothing added, the quantity error in `data.errors`.',
    request: {
      encoding: 'form',
      fields: {
        bid: text('The product id.'),
        quantity: { type: 'integer', description: 'How many, 1..500.' },
        easy_clean: { type: 'flag', description: '`Y` adds the easy-clean option.', optional: true },
      },
    },
    data: basketAddAnswerSchema,
    wire: v.object({ basket: basketStateSchema, errors: v.optional(wireList(basketErrorSchema)) }),
    dataRequired: true,
  },
  { ...basketChange('delete', { bid: ROW }), summary: 'Deletes a row.' },
  {
    ...basketChange('change', {
      bid: ROW,
      quantity: { type: 'integer', description: 'The new quantity (0 deletes the row).', optional: true },
      easy_clean: { type: 'flag', description: '`Y` or `N`: the row\'s easy-clean option.', optional: true },
    }),
    summary: 'Sets a row\'s quantity or easy-clean flag (one of the two per call). Over stock: the quantity capped, with `errors`.',
  },
  { method: 'get', path: '/api/basket/clear/', origin: 'spec', summary: 'Empties the basket; `data`, when sent, is the empty basket.', data: basketClearAnswerSchema },
  { method: 'get', path: '/api/favorites/', origin: 'spec', summary: 'The favourites list.', data: favoriteListSchema, dataRequired: true, probe: {} },
  ...(['add', 'delete'] as const).map(
    (action): ContractEndpoint => ({
      method: 'post',
      path: `/api/favorites/items/${action}/`,
      origin: 'spec',
      summary: action === 'add' ? 'Adds a product to the favourites.' : 'Removes a product from the favourites.',
      description: 'The spec leaves the answer open: the new list (our choice), or no list, and the widget fetches the list again.',
      request: { encoding: 'form', fields: { id: text('The product id.') } },
      data: favoriteChangeAnswerSchema,
      wire: v.optional(favoriteListSchema),
    }),
  ),
  { method: 'get', path: '/api/user/', origin: 'ours', summary: 'Who is logged in, and their profile.', data: userSchema, dataRequired: true, probe: {} },
  { method: 'post', path: '/api/user/logout/', origin: 'ours', summary: 'Logs out.', data: wireIgnored },
  { method: 'get', path: '/api/catalog/', origin: 'spec', summary: 'The catalogue sections.', data: catalogSchema, dataRequired: true, probe: {} },
  {
    method: 'post',
    path: '/api/user/auth/',
    origin: 'spec',
    summary: 'Logs in. A rejection\'s `message` is a JSON object of code to text.',
    request: { encoding: 'form', fields: fieldsOf<LoginPayload>({ email: text('E-mail.'), password: text('Password.'), token: TOKEN }) },
    data: loginAnswerSchema,
    codes: AUTH_CODES,
  },
  {
    method: 'post',
    path: '/api/user/registration/',
    origin: 'spec',
    summary: 'Registers a shopper; a confirmation code goes to the e-mail.',
    request: {
      encoding: 'form',
      fields: fieldsOf<RegistrationPayload>({
        name: text('ФИО.'),
        email: text('E-mail.'),
        phone: text('Phone, +7 (999) 999-99-99.'),
        password: text('Password.'),
        confirm: text('The password again.'),
        token: TOKEN,
      }),
    },
    data: registrationAnswerSchema,
    codes: AUTH_CODES,
  },
  {
    method: 'post',
    path: '/api/user/registration/confirm/',
    origin: 'spec',
    summary: 'Sends a confirmation code (`send_code`) or checks one (`confirmation`).',
    description: 'A success with `data.timeLeft` means a code is pending; without it the e-mail is confirmed.',
    request: {
      encoding: 'form',
      fields: {
        email: text('E-mail.'),
        token: TOKEN,
        send_code: text('`true`: send a (new) code.', true),
        confirmation: text('The code the shopper typed.', true),
      },
    },
    data: confirmationAnswerSchema,
    codes: AUTH_CODES,
  },
  {
    method: 'post',
    path: '/api/user/update/',
    origin: 'spec',
    summary: 'Saves the profile, or changes the password.',
    request: {
      encoding: 'form',
      fields: {
        token: TOKEN,
        name: text('ФИО (profile).', true),
        email: text('E-mail (profile).', true),
        phone: text('Phone (profile).', true),
        birthday: text('dd.mm.yyyy (profile).', true),
        subscription: { type: 'flag', description: '`Y` or `N` (profile).', optional: true },
        password: text('New password (password change).', true),
        confirm: text('The password again (password change).', true),
      },
    },
    data: updateAnswerSchema,
    codes: AUTH_CODES,
  },
  {
    method: 'post',
    path: '/api/user/auth/forgot/',
    origin: 'spec',
    summary: 'Sends a password reset letter; `data.mes` is the text to show.',
    request: { encoding: 'form', fields: { email: text('E-mail.'), token: TOKEN } },
    data: forgotAnswerSchema,
    codes: AUTH_CODES,
  },
  {
    method: 'post',
    path: '/api/reviews/add/',
    origin: 'spec',
    summary: 'Sends a review for moderation.',
    request: {
      encoding: 'form',
      fields: {
        name: text('The author\'s name.'),
        review: text('The review text.'),
        photo: { type: 'file', description: 'A photo (.jpg .gif .bmp .png .jpeg .webp, under 30 MB).', optional: true },
        product: text('The product id.'),
        token: TOKEN,
      },
    },
    data: wireIgnored,
    codes: REVIEW_CODES,
  },
  {
    method: 'post',
    path: '/api/reviews/load_more/',
    origin: 'spec',
    summary: 'The next reviews of a product.',
    request: {
      encoding: 'form',
      fields: {
        product: text('The product id.'),
        offset: { type: 'integer', description: 'Starts at 2, rises by one per load.' },
        limit: { type: 'integer', description: 'How many reviews.' },
      },
    },
    data: reviewsPageSchema,
    dataRequired: true,
  },
  {
    method: 'post',
    path: '/api/cooperation/',
    origin: 'spec',
    summary: 'The cooperation form.',
    request: {
      encoding: 'form',
      fields: fieldsOf<CooperationPayload>({
        name: text('ФИО.'),
        email: text('E-mail.'),
        phone: text('Phone.'),
        company: text('Company.'),
        comment: text('Comment.'),
        token: TOKEN,
      }),
    },
    data: wireIgnored,
    codes: COOPERATION_CODES,
  },
  {
    method: 'post',
    path: '/api/manager_call/',
    origin: 'spec',
    summary: 'A call-back request.',
    request: { encoding: 'form', fields: fieldsOf<ManagerCallPayload>({ name: text('Name.'), phone: text('Phone.'), token: TOKEN }) },
    data: wireIgnored,
    codes: MANAGER_CALL_CODES,
  },
  {
    method: 'post',
    path: '/api/search_query/',
    origin: 'spec',
    summary: 'Search suggestions as the shopper types.',
    request: { encoding: 'form', fields: { query: text('What the shopper typed.') } },
    data: suggestionsSchema,
    dataRequired: true,
    probe: { query: 'дверь' },
  },
  {
    method: 'post',
    path: '/api/orders/quick_order/make/',
    origin: 'spec',
    summary: 'A one-click order from the basket, or of one product from its card.',
    request: {
      encoding: 'form',
      fields: {
        ORDER_PROP_1: text('ФИО.'),
        ORDER_PROP_2: text('E-mail.'),
        ORDER_PROP_3: text('Phone.'),
        PERSON_TYPE: text('`individual`.'),
        CALL_BACK: text('`Y`.'),
        QUICK_ORDER: text('`Y`.'),
        token: TOKEN,
        PRODUCT_ID: text('The product, when bought from its card (the basket is left alone).', true),
        QUANTITY: { type: 'integer', description: 'How many of PRODUCT_ID.', optional: true },
      },
    },
    data: quickOrderAnswerSchema,
    dataRequired: true,
    codes: QUICK_ORDER_CODES,
  },
  {
    method: 'post',
    path: '/api/orders/order/validate/',
    origin: 'spec',
    summary: 'Server-side check of the checkout form.',
    request: { encoding: 'form', fields: { token: TOKEN }, more: 'the checkout form\'s fields (spec 3), named as in the codes below' },
    data: wireIgnored,
    codes: CHECKOUT_CODES,
  },
  {
    method: 'post',
    path: '/api/orders/order/make/',
    origin: 'ours',
    summary: 'The order ajax template: recalculates (`confirmorder=N`) or places the order (`confirmorder=Y`).',
    description: 'Spec 7 leaves the path of the order ajax template unshown; this is ours.',
    request: {
      encoding: 'form',
      fields: {
        confirmorder: { type: 'flag', description: '`Y` places the order, `N` recalculates.' },
        idempotency_key: text('The same key for the retries of one order, so a repeated submit never makes two orders.'),
      },
      more: 'the checkout form\'s fields (spec 3), files included, named as in the codes below',
    },
    data: orderResponseSchema,
    dataRequired: true,
    codes: CHECKOUT_CODES,
  },
  { method: 'get', path: '/api/orders/', origin: 'ours', summary: 'The logged-in customer\'s orders (a guest gets a rejection).', data: orderHistorySchema, dataRequired: true, probe: {} },
  {
    method: 'get',
    path: '/api/orders/{id}/',
    origin: 'ours',
    summary: 'One order with its lines (`BASKET_ITEMS`).',
    description: 'The order may come flat (as here) or as the CMS\'s order data (ORDER, SHIPMENT, PAYMENT, FORMATED_BASKET_SUM); both read the same.',
    data: orderDetailsSchema,
    wire: v.intersect([orderHistoryItemSchema, v.object({ BASKET_ITEMS: v.optional(wireList(orderLineSchema)) })]),
    dataRequired: true,
  },
  {
    method: 'post',
    path: '/api/locations/suggests/',
    origin: 'spec',
    summary: 'City suggestions for the checkout.',
    description: '`data.data` is the list (spec 7); a list sent as `data` itself is read too.',
    request: { encoding: 'form', fields: { query: text('What the shopper typed.') } },
    data: locationsAnswerSchema,
    wire: v.object({ data: wireList(citySchema) }),
    dataRequired: true,
    probe: { query: 'Чел' },
  },
  { method: 'get', path: '/api/exchange/catalog/update/', origin: 'spec', summary: 'Refreshes the catalogue from the last exchange file (administrators).', data: wireIgnored },
  {
    method: 'post',
    path: '/api/catalog/settings/sort/',
    origin: 'spec',
    summary: 'Saves the sort order; the page reloads on success.',
    request: { encoding: 'json', fields: { sort: { type: 'integer', description: '0 popularity, 1 cheaper first, 2 dearer first.' } } },
    data: wireIgnored,
  },
  {
    method: 'post',
    path: '/api/catalog/settings/view/',
    origin: 'spec',
    summary: 'Saves the view; the page reloads on success.',
    request: {
      encoding: 'json',
      fields: { count: { type: 'integer', description: '2 or 4 per row.' }, view_name: text('The view\'s name.') },
    },
    data: wireIgnored,
  },
  {
    method: 'post',
    path: '/api/catalog/product/offers/',
    origin: 'spec',
    summary: 'The offer matching the chosen attributes: its URL on this site.',
    request: {
      encoding: 'form',
      fields: fieldsOf<Required<OfferParams>>({
        orientation: text('Opening side.', true),
        glass_color: text('Glass colour.', true),
        profile_color: text('Profile colour.', true),
        color: text('Colour.', true),
        size: text('Size.', true),
        generic_id: text('The product family.', true),
      }),
    },
    data: offerAnswerSchema,
    dataRequired: true,
  },
  {
    method: 'post',
    path: '/api/configurator/',
    origin: 'spec',
    summary: 'The configurator\'s steps: the root steps, or the steps a chosen option opens.',
    request: { encoding: 'form', fields: { parent: text('The option id; empty for the root steps.') } },
    data: stepsSchema,
    dataRequired: true,
    probe: { parent: '' },
  },
  {
    method: 'get',
    path: '/api/configuration/scheme/get/{model}/{handle}/{side}/',
    origin: 'spec',
    summary: 'The scheme image of a model, a handle (or `false`) and an opening side.',
    data: schemeAnswerSchema,
    dataRequired: true,
  },
  {
    method: 'post',
    path: '/api/configuration/',
    origin: 'spec',
    summary: 'Sends the configured door as a contact order.',
    request: {
      encoding: 'form',
      fields: fieldsOf<ConfigurationOrderPayload>({
        name: text('ФИО.'),
        phone: text('Phone.'),
        email: text('E-mail.'),
        config: text('`title: value;` per step.'),
        scheme: text('The scheme image URL.'),
        token: TOKEN,
      }),
    },
    data: wireIgnored,
    codes: CONFIGURATION_ORDER_CODES,
  },
  {
    method: 'get',
    path: '/catalog/',
    origin: 'spec',
    page: true,
    summary: 'Load more of the catalogue list (any page with a catalog-list widget).',
    description: PAGE_QUERY,
    data: wireList(productCardSchema),
    dataRequired: true,
    beside: PAGES,
  },
  {
    method: 'get',
    path: '/articles/',
    origin: 'spec',
    page: true,
    summary: 'Load more of the articles list (any page with an articles widget).',
    description: PAGE_QUERY,
    data: wireList(articleSchema),
    dataRequired: true,
    beside: PAGES,
  },
  {
    method: 'get',
    path: '/search/',
    origin: 'spec',
    page: true,
    summary: 'Load more of the search results: the groups PRODUCTS, ARTICLES and OTHER.',
    description: PAGE_QUERY,
    data: searchGroupsSchema,
    dataRequired: true,
    beside: PAGES,
  },
];
