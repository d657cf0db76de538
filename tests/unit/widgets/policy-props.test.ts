import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { authPopupProps } from '../../../widgets/auth-popup/props';
import { basketProps } from '../../../widgets/basket/index';
import { checkoutProps } from '../../../widgets/checkout/index';
import { configurationSummaryProps } from '../../../widgets/configuration-summary/index';
import { cookieNoticeProps } from '../../../widgets/cookie-notice/index';
import { cooperationFormProps } from '../../../widgets/cooperation-form/index';
import { managerCallProps } from '../../../widgets/manager-call/index';

/** Spec 3's Policy entity is `{ file_src }`: every consent link takes it as well as a plain URL. */
const schemas = { authPopupProps, basketProps, checkoutProps, configurationSummaryProps, cookieNoticeProps, cooperationFormProps, managerCallProps };

describe('policy links', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: a Policy object { file_src } or a URL`, () => {
      const parse = (policyUrl: unknown) => (v.parse(schema as v.GenericSchema, { policyUrl }) as { policyUrl: string }).policyUrl;
      expect(parse({ file_src: '/upload/policy.pdf' })).toBe('/upload/policy.pdf');
      expect(parse('/upload/policy/')).toBe('/upload/policy/');
    });
  }
});
