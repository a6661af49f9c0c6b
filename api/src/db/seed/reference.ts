import { and, count, eq } from 'drizzle-orm';

import type { Db } from '../client';
import { electricalMeterTypes, properties, suburbs, towns, users, waterMeterTypes } from '../schema';
import { DEMO_ELECTRICAL_METER_TYPES, DEMO_PROPERTY, DEMO_TOWNS, DEMO_WATER_METER_TYPES } from './data';

export async function hasTowns(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(towns);
  return (row?.n ?? 0) > 0;
}

/** Towns, suburbs and meter types, then the demo resident's property if that resident exists. */
export async function seedReferenceData(tx: Db): Promise<void> {
  for (const town of DEMO_TOWNS) {
    const [row] = await tx.insert(towns).values({ name: town.name }).returning({ id: towns.id });
    if (!row) throw new Error('seeding towns returned no id');
    await tx.insert(suburbs).values(town.suburbs.map((name) => ({ townId: row.id, name })));
  }
  await tx.insert(waterMeterTypes).values(DEMO_WATER_METER_TYPES.map((name) => ({ name })));
  await tx.insert(electricalMeterTypes).values(DEMO_ELECTRICAL_METER_TYPES.map((name) => ({ name })));

  const [resident] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'resident@example.org'));
  if (!resident) return;
  const home = DEMO_PROPERTY;
  const [place] = await tx
    .select({ townId: towns.id, suburbId: suburbs.id })
    .from(suburbs)
    .innerJoin(towns, eq(towns.id, suburbs.townId))
    .where(and(eq(towns.name, home.town), eq(suburbs.name, home.suburb)));
  const [water] = await tx.select({ id: waterMeterTypes.id }).from(waterMeterTypes).where(eq(waterMeterTypes.name, home.waterMeter.type));
  const [electrical] = await tx
    .select({ id: electricalMeterTypes.id })
    .from(electricalMeterTypes)
    .where(eq(electricalMeterTypes.name, home.electricalMeter.type));
  if (!place || !water || !electrical) throw new Error('the demo property names reference data that was not seeded');
  await tx.insert(properties).values({
    userId: resident.id,
    addressLine1: home.addressLine1,
    townId: place.townId,
    suburbId: place.suburbId,
    postalCode: home.postalCode,
    ownership: home.ownership,
    waterMeterTypeId: water.id,
    waterMeterNumber: home.waterMeter.number,
    electricalMeterTypeId: electrical.id,
    electricalMeterNumber: home.electricalMeter.number,
  });
}
