// The part of zod the portal's apps use, shared by the shell as "zod". One zod for every app, so
// that its browser setting (shared/src/contracts/zod-config.ts) holds for all their schemas.
// Shared whole, zod would ship every export, its forty-odd locales included (87 KB gzip); the
// builders the apps take from `z` are about a third of that. Apps import { z } from 'zod' as ever,
// and their types come from zod itself. A builder an app starts to use is added here
// (scripts/zod-api.test.mjs says which), and the shell with it goes live before the remote that
// needs it: on an older shell it would be undefined.
import {
  array,
  boolean,
  coerce,
  config,
  email,
  enum as enumOf,
  iso,
  literal,
  nan,
  null as nullType,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
} from 'zod-implementation';

export const z = {
  array,
  boolean,
  coerce,
  config,
  email,
  enum: enumOf,
  iso,
  literal,
  nan,
  null: nullType,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
};
