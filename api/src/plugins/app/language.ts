import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { users } from '../../db/schema';
import { API_CATALOGS, say, sayKit, type Message } from '../../i18n';
import type { Reading } from '../../lib/content-language';
import { bestLanguage } from '../../lib/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in, and its mails written in unless their recipient
     * chose another: the best match of its Accept-Language among LANGUAGES; with none, the
     * account's language; else the first of LANGUAGES.
     */
    readonly language: string;
    /** A message in the request's language; the answer then says which (Content-Language). */
    say: (message: Message) => string;
    /** A message of the shared contracts in the request's language (sayKit), likewise. */
    sayKit: (text: string, values?: Record<string, string | number>) => string;
    /**
     * Who reads what staff wrote (inLanguage): the request's language and the portal's default; the
     * answer then varies with Accept-Language.
     */
    reading: () => Reading;
  }
  interface FastifyInstance {
    /** LANGUAGES: the languages the portal speaks, its default first. */
    languages: readonly [string, ...string[]];
    /** `code` if it is one of LANGUAGES (an account's choice the portal still speaks), else null. */
    spoken: (code: string | null | undefined) => string | null;
    /** The language of mail to an address: its account's choice (see `spoken`), else `fallback`. */
    mailLanguage: (email: string, fallback: string) => Promise<string>;
  }
}

/** Appends a field name to the Vary header, once. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((value) => value.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...names, name].join(', '));
}

/**
 * The request's language (`request.language`), and on every answer with words the API wrote in it
 * (`detail`, field messages), `Content-Language` and `Vary: Accept-Language`: another header may
 * get another language.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const languages = config.languages;
    // LANGUAGES is checked where it is read (config.ts); that each has the API's words, here.
    const missing = languages.filter((code) => !Object.hasOwn(API_CATALOGS, code));
    if (missing.length > 0) {
      throw new Error(
        `LANGUAGES: the API has no catalog of ${missing.join(', ')} (src/locales/<code>.json); it has ${Object.keys(API_CATALOGS).join(', ')}`,
      );
    }
    const spoken = (code: string | null | undefined) => (code && languages.includes(code) ? code : null);
    const fromHeader = new WeakMap<FastifyRequest, string | null>();
    const spokeIn = new WeakSet<FastifyRequest>();
    const readIn = new WeakSet<FastifyRequest>();

    function languageOf(request: FastifyRequest): string {
      let chosen = fromHeader.get(request);
      if (chosen === undefined) {
        const header = request.headers['accept-language'];
        chosen = bestLanguage(Array.isArray(header) ? header.join(',') : header, languages);
        fromHeader.set(request, chosen);
      }
      return chosen ?? spoken(request.user?.language) ?? languages[0];
    }

    app.decorate('languages', languages);
    app.decorate('spoken', spoken);
    app.decorate('mailLanguage', async (email: string, fallback: string) => {
      const [account] = await app.db.select({ language: users.language }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return spoken(account?.language) ?? fallback;
    });
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return languageOf(this);
      },
    });
    app.decorateRequest('say', function (this: FastifyRequest, message: Message) {
      spokeIn.add(this);
      return say(languageOf(this), message);
    });
    app.decorateRequest('sayKit', function (this: FastifyRequest, text: string, values?: Record<string, string | number>) {
      spokeIn.add(this);
      return sayKit(languageOf(this), text, values);
    });

    app.decorateRequest('reading', function (this: FastifyRequest): Reading {
      readIn.add(this);
      return { language: languageOf(this), fallback: languages[0] };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (spokeIn.has(request)) {
        reply.header('content-language', languageOf(request));
        addVary(reply, 'Accept-Language');
      } else if (readIn.has(request)) {
        addVary(reply, 'Accept-Language');
      }
      return payload;
    });
  },
  { name: 'language', dependencies: ['db'] },
);
