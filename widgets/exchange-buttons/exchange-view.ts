import { reactWidget } from '../../shared/runtime/react';
import { ExchangeButtons } from './ExchangeButtons';
import { exchangeButtonsProps } from './props';

/** The buttons themselves: fetched only once the shopper is known to be an administrator (index.ts). */
export default reactWidget(ExchangeButtons, exchangeButtonsProps);
