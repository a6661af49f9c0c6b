import { z } from 'zod';

/**
 * In browsers zod must not compile its parsers with `new Function`: the portal's policy allows
 * no eval, and even zod's probe for it is reported as a violation. Imported before any schema
 * is made (zod reads the setting when a schema is created). Servers keep the faster parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
