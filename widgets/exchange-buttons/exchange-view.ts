import { carriedStyles } from '../../shared/runtime/stylesheet';
import { reactWidget } from '../../shared/runtime/react';
import type { WidgetDefinition } from '../../shared/runtime/types';
import { ExchangeButtons } from './ExchangeButtons';
import { type ExchangeButtonsProps, exchangeButtonsProps } from './props';

/**
 * The buttons' styles (exchange-buttons.css) travel as text with this code (build/styles-plugin.ts,
 * CARRIED_STYLES): the widget has no sheet of its own, so a guest's page fetches none. Unset where no
 * build wrote them in (the unit tests).
 */
declare const __VITRINA_EXCHANGE_CSS__: string | undefined;
const adoptStyles = carriedStyles(typeof __VITRINA_EXCHANGE_CSS__ === 'string' ? __VITRINA_EXCHANGE_CSS__ : undefined);

const view = reactWidget(ExchangeButtons, exchangeButtonsProps);

/** The buttons themselves: fetched only once the shopper is known to be an administrator (index.ts); styled before they render. */
const exchangeView: WidgetDefinition<ExchangeButtonsProps> = {
  ...view,
  mount(element, props, context) {
    adoptStyles(element);
    return view.mount(element, props, context);
  },
};

export default exchangeView;
