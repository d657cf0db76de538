import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { ConfigurationSummary } from './ConfigurationSummary';

/** A path on this site ('/catalog/'): the widget navigates there, so nothing else is accepted. */
const sitePath = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'must be a path on this site, starting with one "/"')), fallback);

export const configurationSummaryProps = v.object({
  /** The privacy policy the consent note links to. */
  policyUrl: v.pipe(v.string(), v.nonEmpty('policyUrl is required: the form must link to the privacy policy')),
  /** Where the shopper lands after the order is sent. */
  catalogUrl: sitePath('/catalog/'),
  /** The configurator page (link when nothing is configured yet, or to change the configuration). */
  configuratorUrl: sitePath('/configurator/'),
});

export type ConfigurationSummaryProps = v.InferOutput<typeof configurationSummaryProps>;

export default reactWidget(ConfigurationSummary, configurationSummaryProps);
