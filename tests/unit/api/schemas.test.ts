import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  parseWireBoolean,
  parseWireNumber,
  wireBoolean,
  wireId,
  wireIgnored,
  wireImage,
  wireList,
  wireMap,
  wireNullableObject,
  wireNumber,
  wireNumberOr0,
  wireObject,
  wireOptionalNumber,
  wireQuantity,
  wireString,
} from '../../../shared/api/schemas';

const ok = <S extends v.GenericSchema>(schema: S, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`did not parse ${JSON.stringify(input)}: ${result.issues[0]?.message}`);
  return result.output as v.InferOutput<S>;
};
const fails = (schema: v.GenericSchema, input: unknown) => !v.safeParse(schema, input).success;

describe('numbers', () => {
  it.each([
    [41800, 41800],
    ['41800', 41800],
    ['41 800', 41800],
    ['41\u00a0800', 41800],
    ['41\u202f800 ₽', 41800],
    ['41800.00', 41800],
    ['1,5', 1.5],
    ['-200', -200],
    ['', 0],
    ['  ', 0],
    ['0', 0],
  ])('%j is %d', (input, expected) => {
    expect(ok(wireNumber, input)).toBe(expected);
  });

  it('refuses text that is not a number, and NaN or Infinity', () => {
    for (const input of ['abc', '12abc', '1.2.3', NaN, Infinity, null, true, {}]) expect(fails(wireNumber, input), String(input)).toBe(true);
    expect(parseWireNumber('по запросу')).toBeNull();
  });

  it('sums and prices: null and missing are 0', () => {
    const schema = v.object({ sum: wireNumberOr0 });
    expect(ok(schema, {})).toEqual({ sum: 0 });
    expect(ok(schema, { sum: null })).toEqual({ sum: 0 });
    expect(ok(schema, { sum: '3 200' })).toEqual({ sum: 3200 });
  });

  it('optional numbers (configurator limits) keep "not set" apart from 0', () => {
    const schema = v.object({ limit: wireOptionalNumber });
    expect(ok(schema, {})).toEqual({ limit: null });
    expect(ok(schema, { limit: '' })).toEqual({ limit: null });
    expect(ok(schema, { limit: null })).toEqual({ limit: null });
    expect(ok(schema, { limit: false })).toEqual({ limit: null });
    expect(ok(schema, { limit: '0' })).toEqual({ limit: 0 });
    expect(ok(schema, { limit: '1 200' })).toEqual({ limit: 1200 });
    expect(fails(schema, { limit: 'много' })).toBe(true);
  });
});

describe('quantities', () => {
  it.each([
    ['0', 0],
    ['', 0],
    [null, 0],
    [false, 0],
    ['3', 3],
    ['2.0000', 2],
    [12, 12],
    ['-1', 0],
    ['нет', 0],
  ])('%j is %d', (input, expected) => {
    expect(ok(wireQuantity, input)).toBe(expected);
  });

  it('a missing quantity is 0 (out of stock)', () => {
    expect(ok(v.object({ AV_QUANTITY: wireQuantity }), {})).toEqual({ AV_QUANTITY: 0 });
  });
});

describe('flags', () => {
  it.each([
    ['Y', true],
    ['y', true],
    ['N', false],
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['', false],
    [null, false],
  ])('%j is %s', (input, expected) => {
    expect(ok(wireBoolean, input)).toBe(expected);
  });

  it('missing is false; unknown words are refused', () => {
    expect(ok(v.object({ NEW: wireBoolean }), {})).toEqual({ NEW: false });
    expect(fails(wireBoolean, 'maybe')).toBe(true);
    expect(fails(wireBoolean, 2)).toBe(true);
    expect(parseWireBoolean('yes')).toBe(true);
  });
});

describe('ids, text and images', () => {
  it('ids come out as strings', () => {
    expect(ok(wireId, 1201)).toBe('1201');
    expect(ok(wireId, ' 7 ')).toBe('7');
    expect(fails(wireId, null)).toBe(true);
    expect(fails(wireId, NaN)).toBe(true);
  });

  it('text: null, missing and false are empty, numbers become text', () => {
    const schema = v.object({ NAME: wireString });
    expect(ok(schema, {})).toEqual({ NAME: '' });
    expect(ok(schema, { NAME: null })).toEqual({ NAME: '' });
    expect(ok(schema, { NAME: false })).toEqual({ NAME: '' });
    expect(ok(schema, { NAME: 42 })).toEqual({ NAME: '42' });
  });

  it('images: a URL, a Bitrix file array or nothing', () => {
    expect(ok(wireImage, '/upload/a.jpg')).toBe('/upload/a.jpg');
    expect(ok(wireImage, { SRC: '/upload/b.jpg', WIDTH: 100 })).toBe('/upload/b.jpg');
    expect(ok(wireImage, { src: '/upload/c.jpg' })).toBe('/upload/c.jpg');
    expect(ok(wireImage, null)).toBe('');
    expect(ok(wireImage, false)).toBe('');
    expect(ok(v.object({ PICTURE: wireImage }), {})).toEqual({ PICTURE: '' });
  });
});

describe('lists, maps and objects (PHP arrays)', () => {
  it('a list may be an array, an object keyed by id, or nothing', () => {
    const list = wireList(wireId);
    expect(ok(list, [1, '2'])).toEqual(['1', '2']);
    expect(ok(list, { 7: 1, 9: '2' })).toEqual(['1', '2']);
    expect(ok(list, null)).toEqual([]);
    expect(ok(list, '')).toEqual([]);
    expect(ok(v.object({ list }), {})).toEqual({ list: [] });
    expect(fails(list, [null])).toBe(true);
  });

  it("a map may be an object, PHP's empty [] or a list keyed by ID", () => {
    const map = wireMap(v.object({ ID: wireId }));
    expect(ok(map, { 11: { ID: 11 } })).toEqual({ 11: { ID: '11' } });
    expect(ok(map, [])).toEqual({});
    expect(ok(map, [{ ID: '5' }, { ID: 6 }])).toEqual({ 5: { ID: '5' }, 6: { ID: '6' } });
    expect(ok(v.object({ map }), {})).toEqual({ map: {} });
  });

  it('an object answer may be [] or null', () => {
    const schema = wireObject(v.object({ emailChanged: wireBoolean }));
    expect(ok(schema, [])).toEqual({ emailChanged: false });
    expect(ok(schema, null)).toEqual({ emailChanged: false });
    expect(ok(schema, undefined)).toEqual({ emailChanged: false });
    expect(ok(schema, { emailChanged: 'Y' })).toEqual({ emailChanged: true });
  });

  it('a nullable object is null for [], null, false or missing', () => {
    const schema = v.object({ profile: wireNullableObject(v.object({ name: wireString })) });
    expect(ok(schema, {})).toEqual({ profile: null });
    expect(ok(schema, { profile: [] })).toEqual({ profile: null });
    expect(ok(schema, { profile: false })).toEqual({ profile: null });
    expect(ok(schema, { profile: { name: 'Иван' } })).toEqual({ profile: { name: 'Иван' } });
  });

  it('ignored data is undefined whatever comes', () => {
    for (const input of [{}, [], null, undefined, 'x']) expect(ok(wireIgnored, input)).toBeUndefined();
  });
});
