import { DATE_PARTS, usLocale, writeDate } from '@portal/shared/writing';

import type { Db } from '../db/client';
import { organizationName } from '../db/organization';
import { msg, say } from '../i18n';

// What every mail says the same way, in its recipient's language.

/** "Hello Rosa," or, for someone who gave no name, "Hello there,". */
export function greeting(language: string, firstName: string): string {
  return say(language, firstName ? msg('mail.greetingNamed', { name: firstName }) : msg('mail.greeting'));
}

/**
 * The portal as an account's mail names it, by the municipality that runs it: "the City of Riverton
 * portal"; "the community services portal" until the organization is entered.
 */
export async function portalName(db: Db, language: string): Promise<string> {
  const name = await organizationName(db);
  return say(language, name === undefined ? msg('mail.portalUnnamed') : msg('mail.portal', { organization: name }));
}

/** A calendar day as residents read it, in the language's locale: "May 19, 2026", "19 de mayo de 2026". */
export function longDate(at: Date, language: string): string {
  return writeDate(at, { ...DATE_PARTS.long, timeZone: 'UTC' }, usLocale(language));
}

/** A moment with its time, in UTC, in the language's locale: "December 15, 2026 at 10:00 a.m. UTC". */
export function longMoment(at: Date, language: string): string {
  return writeDate(at, { ...DATE_PARTS.long, ...DATE_PARTS.time, timeZone: 'UTC' }, usLocale(language)) + ' UTC';
}
