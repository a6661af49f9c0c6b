// The part of zod/mini the portal's apps use, shared by the shell as "zod/mini". One zod for every
// app, so that its browser setting (shared/src/contracts/zod-config.ts) holds for all their schemas.
// zod/mini is zod's tree-shakable API (functions, not methods: z.optional(x), x.check(z.maxLength(5)));
// shared whole, a shared module is kept whole, and every builder, check and locale would ship. The
// list keeps the functions the apps take from `z`, and the build drops the rest. Apps import { z }
// from 'zod/mini' as ever, and their types come from zod itself. A function an app starts to use is
// added here (scripts/zod-api.test.mjs says which), and the shell with it goes live before the
// remote that needs it: on an older shell it would be undefined.
import * as zod from 'zod-mini-implementation';

// Each function by name, so that the build keeps these and drops the rest.
export const z = {
  _default: zod._default,
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  config: zod.config,
  email: zod.email,
  enum: zod.enum,
  extend: zod.extend,
  globalRegistry: zod.globalRegistry,
  gte: zod.gte,
  int: zod.int,
  iso: zod.iso,
  literal: zod.literal,
  lte: zod.lte,
  maxLength: zod.maxLength,
  minLength: zod.minLength,
  nan: zod.nan,
  null: zod.null,
  nullable: zod.nullable,
  number: zod.number,
  object: zod.object,
  omit: zod.omit,
  optional: zod.optional,
  partial: zod.partial,
  pick: zod.pick,
  pipe: zod.pipe,
  positive: zod.positive,
  record: zod.record,
  refine: zod.refine,
  regex: zod.regex,
  startsWith: zod.startsWith,
  strictObject: zod.strictObject,
  string: zod.string,
  superRefine: zod.superRefine,
  transform: zod.transform,
  trim: zod.trim,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
};
