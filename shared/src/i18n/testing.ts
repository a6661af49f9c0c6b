// Catalogs written inline in a test, compiled as the build compiles an app's (tools/catalog-loader.mjs).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

import type { Compiled } from './interpret';

export const compile = (message: string) => compileMessageOrThrow(message) as Compiled;

export const compiled = (messages: Record<string, string>): Record<string, Compiled> =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compile(message)]));
