import * as v from 'valibot';
import { EXCHANGE_SHOW_URL } from '../../shared/api/exchange';

export const exchangeButtonsProps = v.object({
  showUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("The page with the last exchange file's info, opened in a new tab.")), EXCHANGE_SHOW_URL),
});

export type ExchangeButtonsProps = v.InferOutput<typeof exchangeButtonsProps>;
