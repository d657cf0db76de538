import type { JsonSchema } from '../build/openapi';

/**
 * What the doctor checks a shop against, as the build writes it: the packaged command has both compiled
 * in (build/doctor-build.mjs), the tests read them from dist/.
 */
export interface Contracts {
  /** dist/vitrina.schema.json: every widget's props, one definition per `data-widget` name. */
  props: JsonSchema;
  /** dist/vitrina.openapi.json: the CMS API, with the endpoints safe to call marked `x-vitrina-probe`. */
  api: JsonSchema;
}
