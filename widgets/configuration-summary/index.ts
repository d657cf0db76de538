import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';
import { reactWidget } from '../../shared/runtime/react';
import { ConfigurationSummary } from './ConfigurationSummary';

/** A path on this site ('/catalog/'): the widget navigates there, so nothing else is accepted. */
const sitePath = (fallback: string, description: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'must be a path on this site, starting with one "/"'), v.description(description)), fallback);

export const configurationSummaryProps = v.object({
  policyUrl: v.pipe(policyLink, v.nonEmpty('policyUrl is required: the form must link to the privacy policy'), v.description('The privacy policy the consent note links to.')),
  catalogUrl: sitePath('/catalog/', 'Where the shopper lands after the order is sent.'),
  configuratorUrl: sitePath('/configurator/', 'The configurator page (link when nothing is configured yet, or to change the configuration).'),
});

export type ConfigurationSummaryProps = v.InferOutput<typeof configurationSummaryProps>;

export default reactWidget(ConfigurationSummary, configurationSummaryProps);
