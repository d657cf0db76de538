/** Shapes of the demo CMS's seed data. Everything here is static; sessions get deep copies. */

export type SectionCode = 'doors' | 'glass-doors' | 'panels';

export interface SectionData {
  ID: string;
  CODE: SectionCode;
  NAME: string;
  DESCRIPTION: string;
  /** Main colour of the section picture. */
  COLOR: string;
}

export type ProductKind = 'door' | 'glass' | 'panel';

/** Offer properties (spec 3, "Offer config"), as sent to /api/catalog/product/offers/. */
export type OfferAxis = 'size' | 'color' | 'glass_color' | 'profile_color' | 'orientation';
export const OFFER_AXES: readonly OfferAxis[] = ['size', 'color', 'glass_color', 'profile_color', 'orientation'];

export type OfferConfig = Partial<Record<OfferAxis, string>>;

export interface AxisOption {
  value: string;
  name: string;
  /** Colour swatch for colour selects. */
  hex?: string;
  /** Surcharge over the product's base price, roubles. */
  add: number;
}

export type MarketplaceCode = 'ozon' | 'wildberries' | 'yandex-market';

export interface ProductProperty {
  CODE: string;
  NAME: string;
  VALUE: string;
}

export interface ProductData {
  ID: string;
  CODE: string;
  SECTION: SectionCode;
  NAME: string;
  /** Article number (vendor code) shown on the buy card. */
  ARTICLE: string;
  KIND: ProductKind;
  PREVIEW_TEXT: string;
  DETAIL_TEXT: string;
  PRICE: number;
  /** Price before the discount; null when there is no discount. */
  OLD_PRICE: number | null;
  NEW: boolean;
  /** Units in stock; null when the CMS has no stock figure (AV_QUANTITY ''). */
  STOCK: number | null;
  /** Sort key for 'Популярности' (higher first). */
  POPULARITY: number;
  /** The easy-clean coating is part of the product (no surcharge). */
  EASY_CLEAN_DEFAULT: boolean;
  /**
   * The shop puts the coating on when the product is added (with its surcharge; the shopper may take
   * it off in the basket). With EASY_CLEAN_DEFAULT, this is the buy card's default easy-clean flag.
   */
  EASY_CLEAN_ON_ADD?: boolean;
  /** 'pallet': a shower door sold with its tray; its `color` axis is the tray's colour. */
  OFFER_VARIANT?: 'pallet';
  /** The configurator model 'Индивидуальный заказ' preselects, where it differs from its kind's. */
  FIRST_STEP?: string;
  PROPERTIES: ProductProperty[];
  /** How many photos the product has (3..6). */
  PHOTOS: number;
  /** Main colour of the drawing. */
  COLOR: string;
  /** Secondary colour (frame, profile, grain). */
  ACCENT: string;
  MARKETPLACES: MarketplaceCode[];
  /** Offer axes and their values; the first combination is the product itself. */
  OFFERS?: Partial<Record<OfferAxis, string[]>>;
  /** Combinations that do not exist (every listed axis must match for a combination to be dropped). */
  MISSING?: OfferConfig[];
}

export interface OfferData {
  /** The first offer of a product has the product's own ID. */
  ID: string;
  PRODUCT_ID: string;
  CONFIG: OfferConfig;
  PRICE: number;
  OLD_PRICE: number | null;
  STOCK: number | null;
}

export interface ArticleData {
  ID: string;
  CODE: string;
  NAME: string;
  ACTIVE_FROM: string;
  TAGS: string[];
  IS_BIG: boolean;
  IMG_DESCR: string;
  PREVIEW_TEXT: string;
  /** Trusted static HTML of the article body. */
  DETAIL_HTML: string;
  COLOR: string;
}

export interface ReviewData {
  ID: string;
  PRODUCT_ID: string;
  NAME: string;
  /** dd.mm.yyyy */
  ACTIVE_FROM: string;
  TEXT: string;
  /** Has a photo (drawn by /images/review/{ID}.svg). */
  PHOTO: boolean;
  ADMIN_RESPONSE?: string;
  RESPONSE_DATE_UPDATE?: string;
}

export interface CityData {
  ID: string;
  CODE: string;
  NAME_RU: string;
  REGION_SHORT_NAME: string;
  ZIP: string;
  /** DPD delivery time in days and price. */
  DPD_DAYS: number;
  DPD_PRICE: number;
}

export interface InfoPageData {
  CODE: string;
  TITLE: string;
  /** Plain text paragraphs (searched and rendered escaped). */
  PARAGRAPHS: string[];
}

export interface UserData {
  ID: string;
  NAME: string;
  EMAIL: string;
  PHONE: string;
  /** dd.mm.yyyy or '' */
  BIRTHDAY: string;
  SUBSCRIPTION: boolean;
  /** Demo only: kept as plain text so a tester can read it in demo/data/users.ts. */
  PASSWORD: string;
  IS_ADMIN: boolean;
  /** E-mail confirmed by the code (registration). */
  CONFIRMED: boolean;
  /** A new e-mail waiting for its confirmation code (profile change). */
  PENDING_EMAIL: string;
}

export interface OrderItemData {
  PRODUCT_ID: string;
  NAME: string;
  QUANTITY: number;
  /** Price per unit without easy-clean. */
  PRICE: number;
  /** Old price per unit (= PRICE when there is no discount). */
  BASE_PRICE: number;
  /** Easy-clean surcharge per unit (0 when off or included). */
  EASY_CLEAN: number;
  URL: string;
  PICTURE: string;
}

export type OrderStatus = 'N' | 'P' | 'D' | 'F';

export interface OrderData {
  ID: number;
  USER_ID: string | null;
  /** Milliseconds since the epoch. */
  DATE_INSERT: number;
  STATUS_ID: OrderStatus;
  PERSON_TYPE: string;
  QUICK: boolean;
  CALL_BACK: boolean;
  /** Order properties by code: FIO, EMAIL, PHONE, CITY, LOCATION, ZIP, STREET, HOUSE, APARTMENT, ... */
  PROPS: Record<string, string>;
  COMMENT: string;
  /** '' for a quick order (the manager calls back to agree on delivery). */
  DELIVERY_ID: string;
  PAY_SYSTEM_ID: string;
  DELIVERY_PRICE: number;
  ADDRESS: string;
  ITEMS: OrderItemData[];
}
