import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_RESOURCES, disputeTypeSchema, type ConfigResourceName } from '@portal/shared/contracts';

import type { Translations } from '../src/lib/content-language';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

// The demo data carries a Spanish version of every field a resident reads in Spanish (seed/spanish.ts):
// of each seeded row of these tables, each translatable field its English has, and no other field.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const translatable = (name: ConfigResourceName) => CONFIG_RESOURCES[name].fields.filter((field) => field.translatable).map((f) => f.name);

const TABLES: Record<string, string[]> = {
  news: translatable('news'),
  polls: translatable('polls'),
  poll_options: translatable('poll-options'),
  petitions: translatable('petitions'),
  campaigns: translatable('campaigns'),
  documents: translatable('documents'),
  document_categories: translatable('document-categories'),
  document_subcategories: translatable('document-subcategories'),
  donation_causes: translatable('donation-causes'),
  organization: translatable('organization'),
  chat_groups: translatable('chat-groups'),
  departments: translatable('departments'),
  complaint_types: translatable('complaint-types'),
  municipal_request_types: translatable('municipal-request-types'),
  dispute_types: translatable('dispute-types'),
  dispute_criteria: translatable('dispute-criteria'),
  emergency_contacts: translatable('emergency-contacts'),
  emergency_categories: translatable('emergency-categories'),
  emergency_subcategories: translatable('emergency-subcategories'),
  emergency_subcategory_options: translatable('emergency-subcategory-options'),
  council_members: translatable('council-members'),
  // Not kept in the configuration screens: the fields their serializers answer in the reader's language.
  community_groups: ['name', 'category', 'description', 'meeting_info'],
  projects: ['title', 'summary', 'location'],
  legislation: ['title', 'summary'],
};

/** Rows residents never read, left out: the draft news (one stays without Spanish on purpose, for content-languages.test.ts). */
const READ: Record<string, string> = { news: 'WHERE t.is_published' };

type Row = Record<string, unknown> & { id: number; translations: Translations };

describe.each(Object.entries(TABLES))('the demo %s', (table, fields) => {
  it('have Spanish for every field residents read', async () => {
    const result = await ctx.app.db.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM ${table} t ${READ[table] ?? ''} ORDER BY t.id`));
    // Both drivers answer with `rows`; the shared Db type cannot say so.
    const rows = (result as unknown as { rows: Array<{ row: Row }> }).rows.map(({ row }) => row);
    expect(rows.length).toBeGreaterThan(0);
    const hasWords = (text: unknown) => typeof text === 'string' && text.trim() !== '';
    const missing = rows.flatMap((row) =>
      fields.filter((field) => hasWords(row[field]) && !hasWords(row.translations.es?.[field])).map((field) => `${row.id}.${field}`),
    );
    expect(missing).toEqual([]);
    const strays = rows.flatMap((row) => Object.keys(row.translations.es ?? {}).filter((field) => !fields.includes(field)));
    expect(strays).toEqual([]);
  });
});

describe('the demo water bill dispute in Spanish', () => {
  it('asks its questions in Spanish, with their help, to a resident reading in Spanish', async () => {
    const token = await login(ctx.app, RESIDENT);
    const response = await call(ctx.app, 'GET', '/api/dispute-types/water-billing/', { token, headers: { 'accept-language': 'es' } });
    expect(response.statusCode, response.body).toBe(200);
    const type = disputeTypeSchema.parse(response.json());
    expect(type).toMatchObject({ name: 'Factura del agua', language: 'es' });
    // Asked yes or no as in English, whatever the Spanish opens with.
    expect(type.criteria.map(({ question, help, required, yes_no }) => ({ question, help, required, yes_no }))).toEqual([
      {
        question: '¿Hubo una fuga en su propiedad durante el período de facturación?',
        help: 'Si la hubo, díganos cuándo se reparó al explicar por qué está mal la factura.',
        required: true,
        yes_no: true,
      },
      {
        question: '¿Se leyó el medidor en el lugar?',
        help: 'La factura indica si la lectura fue real o estimada.',
        required: true,
        yes_no: true,
      },
      {
        question: '¿Qué lectura marca hoy su medidor?',
        help: 'Es opcional, pero nos ayuda a revisar su caso más rápido.',
        required: false,
        yes_no: false,
      },
    ]);
  });
});
