import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../client';
import {
  chatGroups,
  councilMembers,
  emergencyCategories,
  emergencyContacts,
  emergencySubcategories,
  emergencySubcategoryOptions,
  organization,
} from '../schema';
import { DEMO_CHAT_GROUPS, DEMO_COUNCIL_MEMBERS, DEMO_EMERGENCY_CATEGORIES, DEMO_EMERGENCY_CONTACTS, DEMO_ORGANIZATION } from './data';
import {
  spanish,
  SPANISH_CHAT_GROUPS,
  SPANISH_COUNCIL_MEMBERS,
  SPANISH_EMERGENCY_CATEGORIES,
  SPANISH_EMERGENCY_CONTACTS,
  SPANISH_EMERGENCY_OPTIONS,
  SPANISH_EMERGENCY_SUBCATEGORIES,
  SPANISH_ORGANIZATION,
} from './spanish';

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * The organization row stands for the whole set: it is there for good once entered, whereas a
 * super user may well remove every chat group, and a restart must not bring the demo ones back.
 */
export async function hasOrganization(db: Db): Promise<boolean> {
  return !(await isEmpty(db, organization));
}

/** Position in a list, counted in tens so that a super user can slot one in between later. */
const order = (index: number) => (index + 1) * 10;

/**
 * The municipality, its chat groups, emergency contacts and guides, and its council: each into
 * its table only when that is empty, so that a lost organization row alone cannot make the
 * rest collide with what is already there.
 */
export async function seedInformation(tx: Db): Promise<void> {
  if (await isEmpty(tx, organization))
    await tx.insert(organization).values({ id: 1, ...DEMO_ORGANIZATION, translations: spanish(SPANISH_ORGANIZATION) });
  if (await isEmpty(tx, chatGroups)) await seedChatGroups(tx);
  if (await isEmpty(tx, emergencyContacts)) {
    await tx.insert(emergencyContacts).values(
      DEMO_EMERGENCY_CONTACTS.map((contact, index) => ({
        ...contact,
        translations: spanish(SPANISH_EMERGENCY_CONTACTS[contact.name]),
        sortOrder: order(index),
      })),
    );
  }
  if (await isEmpty(tx, emergencyCategories)) await seedEmergencyGuides(tx);
  if (await isEmpty(tx, councilMembers)) await seedCouncil(tx);
}

async function seedChatGroups(tx: Db): Promise<void> {
  // Each channel is numbered on its own, as each page lists one channel.
  const perChannel = new Map<string, number>();
  await tx.insert(chatGroups).values(
    DEMO_CHAT_GROUPS.map((group) => {
      const index = perChannel.get(group.channel) ?? 0;
      perChannel.set(group.channel, index + 1);
      return { ...group, translations: spanish(SPANISH_CHAT_GROUPS[group.name]), sortOrder: order(index) };
    }),
  );
}

async function seedEmergencyGuides(tx: Db): Promise<void> {
  for (const [categoryIndex, category] of DEMO_EMERGENCY_CATEGORIES.entries()) {
    const [categoryRow] = await tx
      .insert(emergencyCategories)
      .values({
        slug: category.slug,
        name: category.name,
        description: category.description,
        translations: spanish(SPANISH_EMERGENCY_CATEGORIES[category.slug]),
        sortOrder: order(categoryIndex),
      })
      .returning({ id: emergencyCategories.id });
    if (!categoryRow) throw new Error('seeding emergency categories returned no id');
    for (const [subIndex, sub] of category.subcategories.entries()) {
      const [subRow] = await tx
        .insert(emergencySubcategories)
        .values({
          categoryId: categoryRow.id,
          slug: sub.slug,
          name: sub.name,
          description: sub.description,
          translations: spanish(SPANISH_EMERGENCY_SUBCATEGORIES[sub.slug]),
          sortOrder: order(subIndex),
        })
        .returning({ id: emergencySubcategories.id });
      if (!subRow) throw new Error('seeding emergency subcategories returned no id');
      await tx.insert(emergencySubcategoryOptions).values(
        sub.options.map((option, optionIndex) => ({
          subcategoryId: subRow.id,
          name: option.name,
          description: option.description,
          translations: spanish(SPANISH_EMERGENCY_OPTIONS[option.name]),
          phone: option.phone ?? null,
          url: option.url ?? null,
          sortOrder: order(optionIndex),
        })),
      );
    }
  }
}

async function seedCouncil(tx: Db): Promise<void> {
  await tx.insert(councilMembers).values(
    DEMO_COUNCIL_MEMBERS.map((member, index) => ({
      ...member,
      // maria-gonzalez → maria.gonzalez@riverton.example.org
      email: `${member.slug.replace('-', '.')}@riverton.example.org`,
      portraitUrl: `/portraits/${member.slug}.svg`,
      translations: spanish(SPANISH_COUNCIL_MEMBERS[member.slug]),
      sortOrder: order(index),
    })),
  );
}
