import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Configurator } from './Configurator';

/** An absolute http(s) URL or a path: the shop's API for an embed on a partner site. */
const apiBase = v.pipe(
  v.string(),
  v.trim(),
  v.check((input) => {
    if (input === '' || input.startsWith('/')) return true;
    try {
      const url = new URL(input);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'apiBase must be an http(s) URL or a path'),
);

const optionId = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((input) => String(input).trim()),
);

export const configuratorProps = v.object({
  /** The shop's API base for this widget's calls; on another origin than the page it makes an embed. */
  apiBase: v.optional(apiBase, ''),
  /** Option id preselected on the first step (the buy card's 'Индивидуальный заказ'). */
  firstStep: v.optional(optionId, ''),
  /** Option id preselected on the second step. */
  secondStep: v.optional(optionId, ''),
});

export type ConfiguratorProps = v.InferOutput<typeof configuratorProps>;

export default reactWidget(Configurator, configuratorProps);
