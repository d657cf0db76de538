export { formatPrice, toPriceNumber, tween, easeOutCubic, TWEEN_MS } from './price';
export { plural, goodsWord, countGoods, GOODS_FORMS } from './plural';
export { formatDate, formatCountdown } from './date';
