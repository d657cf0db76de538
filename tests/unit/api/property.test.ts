import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketStateSchema } from '../../../shared/api/basket';
import { ApiError, parseServerMessage, readEnvelope } from '../../../shared/api/http';

const runs = { seed: 20250521, numRuns: 1000 };

/** Text the CMS might send: anything, JSON of any shape, or an envelope around any value. */
const serverText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.json(),
  fc
    .record({
      success: fc.oneof(fc.boolean(), fc.constantFrom('Y', 'N', 'true', '', 1, 0), fc.jsonValue()),
      message: fc.oneof(fc.string(), fc.json(), fc.jsonValue()),
      data: fc.jsonValue(),
    }, { requiredKeys: [] })
    .map((envelope) => JSON.stringify(envelope)),
);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('properties', () => {
  it('parseServerMessage never throws and always gives {code, message} strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue(), fc.anything()), (message) => {
        const errors = parseServerMessage(message);
        expect(Array.isArray(errors)).toBe(true);
        for (const error of errors) {
          expect(typeof error.code).toBe('string');
          expect(typeof error.message).toBe('string');
        }
      }),
      runs,
    );
  });

  it('readEnvelope throws nothing but ApiError, whatever the text', () => {
    const schemas: v.GenericSchema[] = [v.unknown(), basketStateSchema, v.object({ id: v.string() })];
    fc.assert(
      fc.property(serverText, fc.nat({ max: schemas.length - 1 }), (text, index) => {
        const schema = schemas[index] ?? v.unknown();
        try {
          readEnvelope('/api/any/', text, schema);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect(['rejected', 'unreadable']).toContain((error as ApiError).kind);
          expect((error as ApiError).message).not.toBe('');
        }
      }),
      runs,
    );
  });
});
