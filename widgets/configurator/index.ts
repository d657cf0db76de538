import * as v from 'valibot';
import { stepsSchema } from '../../shared/api/configurator';
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
  apiBase: v.optional(v.pipe(apiBase, v.description("The shop's API base for this widget's calls: an absolute http(s) URL or a path ('' = the script's data-api-base, else /api/); on another origin than the page it makes a partner embed.")), ''),
  firstStep: v.optional(v.pipe(optionId, v.description("Option id preselected on the first step (the buy card's 'Индивидуальный заказ'); '' = the localStorage key `firstStep`, if set.")), ''),
  secondStep: v.optional(v.pipe(optionId, v.description("Option id preselected on the second step; '' = the localStorage key `secondStep`, if set.")), ''),
  rootSteps: v.optional(
    v.pipe(
      stepsSchema,
      v.description("The first steps as `POST /api/configurator/` with an empty `parent` answers them (its `data`), written by the template so the first step shows without a round trip; [] = asked for when the widget mounts."),
    ),
    [],
  ),
});

export type ConfiguratorProps = v.InferOutput<typeof configuratorProps>;

export default reactWidget(Configurator, configuratorProps);
