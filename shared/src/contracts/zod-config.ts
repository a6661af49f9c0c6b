import { z } from 'zod';

/**
 * In browsers zod must not compile its parsers with `new Function`: the portal's policy allows
 * no eval, and even zod's probe for it is reported as a violation. zod reads the setting when a
 * schema is made, so every module of this package that makes schemas takes `z` from here: the
 * setting then comes first in any bundle, whichever schemas it takes. Servers keep the faster parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
