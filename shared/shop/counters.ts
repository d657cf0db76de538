import { countGoods } from '../format/plural';

export interface MiniBasketLine {
  bid: string;
  name: string;
  url: string;
  picture: string;
  quantity: number;
  /** What the line costs: unit price times quantity, easy-clean included. */
  sum: number;
}

export interface MiniBasketSummary {
  count: number;
  lines: MiniBasketLine[];
  total: number;
  /** '3 товара': what a screen reader hears and the panel's heading shows. */
  countText: string;
}

export interface BasketLike {
  basket: { bid: string; NAME: string; DETAIL_PAGE_URL: string; PREVIEW_PICTURE: string; QUANTITY: number; CURRENT_PRICE_EC: number }[];
  total_sum: number;
}

export function summarise(state: BasketLike | null): MiniBasketSummary {
  const lines = (state?.basket ?? []).map((item) => ({
    bid: item.bid,
    name: item.NAME,
    url: item.DETAIL_PAGE_URL,
    picture: item.PREVIEW_PICTURE,
    quantity: item.QUANTITY,
    sum: item.CURRENT_PRICE_EC * item.QUANTITY,
  }));
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { count, lines, total: state?.total_sum ?? 0, countText: countGoods(count) };
}

/** The badge never grows wider than three characters. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
