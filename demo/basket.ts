import type { FieldError } from './api/common';
import { avQuantity, discountPercent, sellable, stockOf } from './catalog';
import { EASY_CLEAN } from './data/catalog';
import type { BasketRow, Session } from './session';

/** Basket rules (spec 4 "Basket", demo/API.md "BasketState"), as pure functions over a session. */

export const MAX_QUANTITY = 500;

/** Spec 7: `message` and `quantity`; **(chosen)** `bid` too when the product already has a row. */
export interface QuantityError {
  bid?: string;
  message: string;
  quantity: string;
}

export interface BasketLine {
  row: BasketRow;
  name: string;
  url: string;
  picture: string;
  price: number;
  basePrice: number;
  discount: number;
  easyCleanDefault: boolean;
  /** Surcharge per unit (0 when off or included). */
  surcharge: number;
  stock: string;
}

export interface BasketTotals {
  lines: BasketLine[];
  total: number;
  discount: number;
  easyClean: number;
  base: number;
}

export function basketLines(session: Session): BasketLine[] {
  return session.basket.flatMap((row): BasketLine[] => {
    const item = sellable(row.productId);
    if (!item) return [];
    const easyCleanDefault = item.product.EASY_CLEAN_DEFAULT;
    const basePrice = item.oldPrice !== null && item.oldPrice > item.price ? item.oldPrice : item.price;
    return [
      {
        row,
        name: item.name,
        url: item.url,
        picture: item.picture,
        price: item.price,
        basePrice,
        discount: discountPercent(item.price, item.oldPrice),
        easyCleanDefault,
        surcharge: row.easyClean && !easyCleanDefault ? EASY_CLEAN.price : 0,
        stock: avQuantity(session, row.productId),
      },
    ];
  });
}

export function basketTotals(session: Session): BasketTotals {
  const lines = basketLines(session);
  let prices = 0;
  let base = 0;
  let easyClean = 0;
  for (const line of lines) {
    prices += line.price * line.row.quantity;
    base += line.basePrice * line.row.quantity;
    easyClean += line.surcharge * line.row.quantity;
  }
  return { lines, total: prices + easyClean, discount: base - prices, easyClean, base };
}

/** BasketState on the wire. */
export function basketState(session: Session, errors: QuantityError[] = []): Record<string, unknown> {
  const totals = basketTotals(session);
  return {
    basket: totals.lines.map((line) => ({
      bid: line.row.bid,
      PRODUCT_ID: line.row.productId,
      NAME: line.name,
      QUANTITY: String(line.row.quantity),
      DETAIL_PAGE_URL: line.url,
      PREVIEW_PICTURE: line.picture,
      CURRENT_PRICE_EC: line.price + line.surcharge,
      DEFAULT_PRICE_EC: line.basePrice + line.surcharge,
      DEFAULT_PRICE: line.basePrice,
      DISCOUNT: line.discount,
      EASY_CLEAN: line.row.easyClean || line.easyCleanDefault ? 'Y' : 'N',
      EASY_CLEAN_DEFAULT: line.easyCleanDefault ? 'Y' : 'N',
      AV_QUANTITY: line.stock,
    })),
    total_sum: totals.total,
    discount_sum: totals.discount,
    easy_clean_sum: totals.easyClean,
    default_sum: totals.base,
    easy_clean: { ...EASY_CLEAN },
    errors,
  };
}

/** Integer 1..500 (0 too when `allowZero`); null for anything else. */
export function parseQuantity(value: string, allowZero: boolean): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const quantity = Number(value);
  if (quantity > MAX_QUANTITY) return null;
  if (quantity === 0) return allowZero ? 0 : null;
  return quantity;
}

const QUANTITY_ERROR: FieldError = { code: 'quantity', message: `Количество должно быть целым числом от 1 до ${MAX_QUANTITY}` };

/**
 * **(chosen)** Like a CMS that checks stock before it writes: a quantity over stock changes nothing,
 * and the error gives the quantity the row may hold (the stock; the row's own when none is left).
 * Null when `wanted` fits.
 */
function overStock(session: Session, productId: string, row: BasketRow | undefined, wanted: number): QuantityError | null {
  const stock = stockOf(session, productId) ?? 0;
  const cap = Math.min(stock, MAX_QUANTITY);
  if (wanted <= cap) return null;
  return {
    ...(row ? { bid: row.bid } : {}),
    message: cap > 0 ? `Доступно только ${cap} шт.` : 'Товара нет в наличии',
    quantity: String(cap > 0 ? cap : (row?.quantity ?? 0)),
  };
}

export type BasketResult = { ok: true; errors: QuantityError[]; row: BasketRow | null } | { ok: false; error: FieldError };

export function addItem(session: Session, productId: string, quantityText: string, easyClean: boolean): BasketResult {
  const item = sellable(productId);
  if (!item) return { ok: false, error: { code: 'bid', message: 'Товар не найден' } };
  const quantity = quantityText === '' ? 1 : parseQuantity(quantityText, false);
  if (quantity === null) return { ok: false, error: QUANTITY_ERROR };
  const stock = stockOf(session, item.id) ?? 0;
  if (stock <= 0) return { ok: false, error: { code: 'bid', message: 'Товара нет в наличии' } };
  let row = session.basket.find((entry) => entry.productId === item.id);
  const error = overStock(session, item.id, row, (row?.quantity ?? 0) + quantity);
  if (error) return { ok: true, errors: [error], row: row ?? null };
  if (!row) {
    row = { bid: String(session.nextBid++), productId: item.id, quantity: 0, easyClean: item.product.EASY_CLEAN_DEFAULT };
    session.basket.push(row);
  }
  if (easyClean) row.easyClean = true;
  row.quantity += quantity;
  return { ok: true, errors: [], row };
}

export function changeItem(session: Session, bid: string, quantityText: string | null, easyCleanText: string | null): BasketResult {
  const row = session.basket.find((entry) => entry.bid === bid);
  if (!row) return { ok: false, error: { code: 'bid', message: 'Товар не найден в корзине' } };
  const errors: QuantityError[] = [];
  if (quantityText !== null) {
    const quantity = parseQuantity(quantityText, true);
    if (quantity === null) return { ok: false, error: QUANTITY_ERROR };
    if (quantity === 0) {
      session.basket = session.basket.filter((entry) => entry !== row);
      return { ok: true, errors, row: null };
    }
    const error = overStock(session, row.productId, row, quantity);
    if (error) errors.push(error);
    else row.quantity = quantity;
  }
  if (easyCleanText !== null) {
    const item = sellable(row.productId);
    const included = item?.product.EASY_CLEAN_DEFAULT ?? false;
    const on = ['y', 'yes', 'true', '1', 'on'].includes(easyCleanText.toLowerCase());
    row.easyClean = included || on;
  }
  if (quantityText === null && easyCleanText === null) {
    return { ok: false, error: { code: 'quantity', message: 'Укажите количество' } };
  }
  return { ok: true, errors, row };
}

export function deleteItem(session: Session, bid: string): BasketResult {
  const row = session.basket.find((entry) => entry.bid === bid);
  if (!row) return { ok: false, error: { code: 'bid', message: 'Товар не найден в корзине' } };
  session.basket = session.basket.filter((entry) => entry !== row);
  return { ok: true, errors: [], row: null };
}

export function clearBasket(session: Session): void {
  session.basket = [];
}

export function basketCount(session: Session): number {
  return session.basket.length;
}
