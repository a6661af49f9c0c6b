import { and, asc, eq, inArray } from 'drizzle-orm';

import { isYesNoQuestion, type DisputeType } from '@portal/shared/contracts';

import { inLanguage, type Reading } from '../lib/content-language';
import type { Db } from './client';
import { disputeCriteria, disputeTypes } from './schema';

/** Active dispute types (all, or the one with the slug) with their active criteria, in order. */
export async function loadDisputeTypes(db: Db, reading: Reading, slug?: string): Promise<DisputeType[]> {
  const types = await db
    .select()
    .from(disputeTypes)
    .where(and(eq(disputeTypes.isActive, true), slug === undefined ? undefined : eq(disputeTypes.slug, slug)))
    .orderBy(asc(disputeTypes.sortOrder), asc(disputeTypes.name));
  if (types.length === 0) return [];
  const criteria = await db
    .select()
    .from(disputeCriteria)
    .where(
      and(
        inArray(
          disputeCriteria.disputeTypeId,
          types.map((t) => t.id),
        ),
        eq(disputeCriteria.isActive, true),
      ),
    )
    .orderBy(asc(disputeCriteria.sortOrder), asc(disputeCriteria.id));
  return types.map((t) => ({
    id: t.id,
    slug: t.slug,
    ...inLanguage(reading, t.translations, { name: t.name, description: t.description, requirements: t.requirements }),
    criteria: criteria
      .filter((c) => c.disputeTypeId === t.id)
      .map((c) => ({
        id: c.id,
        ...inLanguage(reading, c.translations, { question: c.question, help: c.help }),
        required: c.required,
        yes_no: isYesNoQuestion(c.question),
      })),
  }));
}
