import addFormats from 'ajv-formats';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';

import { hostileString, hostileValue, NASTY_STRINGS } from './property-helpers';

// fast-check arbitraries built from the JSON schemas of an OpenAPI 3.1 document: values every
// schema takes (checked with the same validator the answers are), and values it refuses.

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const ajv = new Ajv2020({ strict: false, validateFormats: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();
/** Whether the value is valid by the schema (JSON Schema 2020-12, formats included). */
export function isValid(schema: Schema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate(value);
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function integerRange(schema: Schema): [number, number] {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -MAX_SAFE : Math.floor(schema.exclusiveMinimum) + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? MAX_SAFE : Math.ceil(schema.exclusiveMaximum) - 1);
  return [Math.ceil(min), Math.floor(max)];
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'uri') return fc.webUrl();
  // Strings of each pattern (the schema's own and those of allOf), kept when they match all of them.
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p) => p !== undefined);
  const matching = patterns.flatMap((pattern) => {
    try {
      return [fc.stringMatching(new RegExp(pattern, 'u'))];
    } catch {
      // A pattern fast-check cannot generate from: random strings, kept when they match.
      return [];
    }
  });
  if (matching.length > 0) return fc.oneof(...matching);
  const short = Math.min(maxLength, minLength + 40);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: short }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: short }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    // The longest value the schema allows.
    { weight: 1, arbitrary: fc.constantFrom('x', 'é', '😀', "'").map((c) => c.repeat(Math.max(minLength, Math.min(maxLength, 20_000)))) },
  );
}

/** Values the schema takes, most of them near its edges or hostile. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  return rawValue(schema).filter((value) => isValid(schema, value));
}

function rawValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(rawValue));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => rawValue({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      // Each string kept only when valid, so that an object of many of them is valid as often.
      return stringOf(schema).filter((value) => isValid(schema, value));
    case 'integer': {
      const [min, max] = integerRange(schema);
      return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum,
        max: schema.maximum ?? schema.exclusiveMaximum,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(rawValue(schema.items ?? {}), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, rawValue(property)])), {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      return hostileValue;
  }
}

/**
 * Values a parameter (sent as text) refuses: not a number, a fraction, out of range, too long,
 * not a choice, not matching the pattern. Undefined when the parameter takes any text.
 */
export function invalidParameter(schema: Schema): fc.Arbitrary<string> | undefined {
  const types = new Set([schema.type ?? []].flat());
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) for (const variant of variants) for (const type of [variant.type ?? []].flat()) types.add(type);
  const candidates: fc.Arbitrary<string>[] = [];
  if (types.has('integer') || types.has('number')) {
    const [min, max] = integerRange(schema);
    candidates.push(fc.constantFrom('abc', 'one', 'NaN', '1x', '[]', '{}', 'true'));
    if (types.has('integer') && !types.has('number')) candidates.push(fc.constantFrom('1.5', '-0.25'));
    if (max < MAX_SAFE) candidates.push(fc.integer({ min: 1, max: 1000 }).map((n) => String(max + n)));
    if (min > -MAX_SAFE) candidates.push(fc.integer({ min: 1, max: 1000 }).map((n) => String(min - n)));
    return fc.oneof(...candidates);
  }
  if (types.has('boolean')) return fc.constantFrom('yes', 'no', '2', 'maybe', 'TRUE!');
  if (schema.maxLength !== undefined) {
    const maxLength = schema.maxLength;
    candidates.push(
      fc.integer({ min: 1, max: 50 }).chain((extra) => fc.constantFrom('x', 'é', '-').map((c) => c.repeat(maxLength + extra))),
    );
  }
  if (schema.enum || schema.pattern !== undefined || schema.format !== undefined || schema.allOf) {
    candidates.push(hostileString.filter((value) => value.length > 0 && !isValid(schema, value)));
  }
  if (candidates.length === 0) return undefined;
  return fc.oneof(...candidates).filter((value) => !isValid(schema, value));
}
