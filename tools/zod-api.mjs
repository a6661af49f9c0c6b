// The part of zod the portal's apps use, shared by the shell as "zod". One zod for every app, so
// that its browser setting (shared/src/contracts/zod-config.ts) holds for all their schemas.
// Shared whole, zod would ship every export, its forty-odd locales included (decision 010 has the
// measured difference); the list keeps the builders the apps take from `z`. Apps import { z } from 'zod' as ever,
// and their types come from zod itself. A builder an app starts to use is added here
// (scripts/zod-api.test.mjs says which), and the shell with it goes live before the remote that
// needs it: on an older shell it would be undefined.
import * as zod from 'zod-implementation';

// Each builder by name, so that the build keeps these and drops the rest.
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  config: zod.config,
  email: zod.email,
  enum: zod.enum,
  iso: zod.iso,
  literal: zod.literal,
  nan: zod.nan,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  record: zod.record,
  strictObject: zod.strictObject,
  string: zod.string,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
};
