import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import type { PropertyInput } from '@portal/shared/contracts';

import { msg, type Message } from '../i18n';
import type { Db } from './client';
import { electricalMeterTypes, properties, suburbs, towns, waterMeterTypes, type PropertyRow } from './schema';

/** Properties with the names of what they reference, as the API shows them. */
export function selectProperties(db: Db, where: SQL | undefined) {
  return db
    .select({
      property: properties,
      town: towns.name,
      suburb: suburbs.name,
      waterMeterType: waterMeterTypes.name,
      electricalMeterType: electricalMeterTypes.name,
    })
    .from(properties)
    .innerJoin(towns, eq(towns.id, properties.townId))
    .innerJoin(suburbs, eq(suburbs.id, properties.suburbId))
    .leftJoin(waterMeterTypes, eq(waterMeterTypes.id, properties.waterMeterTypeId))
    .leftJoin(electricalMeterTypes, eq(electricalMeterTypes.id, properties.electricalMeterTypeId))
    .where(where);
}
export type PropertyWithNames = Awaited<ReturnType<typeof selectProperties>>[number];

/** The columns an input sets; a blank optional text is stored as null. */
export function propertyColumns(input: PropertyInput) {
  return {
    addressLine1: input.address_line1,
    addressLine2: input.address_line2 || null,
    townId: input.town_id,
    suburbId: input.suburb_id,
    postalCode: input.postal_code,
    ownership: input.ownership,
    waterMeterTypeId: input.water_meter_type_id ?? null,
    waterMeterNumber: input.water_meter_number || null,
    electricalMeterTypeId: input.electrical_meter_type_id ?? null,
    electricalMeterNumber: input.electrical_meter_number || null,
  };
}

/**
 * What the input references that does not exist, or cannot be chosen: a suburb of another
 * town, a retired meter type (unless the property already has it, so an edit can keep it).
 */
export async function propertyReferenceErrors(db: Db, input: PropertyInput, current?: PropertyRow): Promise<Record<string, Message[]>> {
  const meterType = async (table: typeof waterMeterTypes | typeof electricalMeterTypes, id: number, kept: number | null) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), id === kept ? undefined : eq(table.isActive, true)));
    return row !== undefined;
  };
  const [[town], [suburb], waterOk, electricalOk] = await Promise.all([
    db.select({ id: towns.id }).from(towns).where(eq(towns.id, input.town_id)),
    db.select({ townId: suburbs.townId }).from(suburbs).where(eq(suburbs.id, input.suburb_id)),
    input.water_meter_type_id ? meterType(waterMeterTypes, input.water_meter_type_id, current?.waterMeterTypeId ?? null) : true,
    input.electrical_meter_type_id
      ? meterType(electricalMeterTypes, input.electrical_meter_type_id, current?.electricalMeterTypeId ?? null)
      : true,
  ]);

  // The contract's PROPERTY_REFERENCE_MESSAGES.
  const errors: Record<string, Message[]> = {};
  if (!town) errors.town_id = [msg('property.chooseTown')];
  if (!suburb) errors.suburb_id = [msg('property.chooseSuburb')];
  // With an unknown town, choosing the town is the fix; the suburb may be right already.
  else if (town && suburb.townId !== input.town_id) errors.suburb_id = [msg('property.suburbNotInTown')];
  if (!waterOk) errors.water_meter_type_id = [msg('property.chooseWaterMeterType')];
  if (!electricalOk) errors.electrical_meter_type_id = [msg('property.chooseElectricalMeterType')];
  return errors;
}

/** Restricts to one person's rows: another person's property is "not found", never "forbidden". */
export function ownedBy(userId: number, id?: number): SQL | undefined {
  return id === undefined ? eq(properties.userId, userId) : and(eq(properties.userId, userId), eq(properties.id, id));
}

/** One person's properties with their names, oldest first. */
export function listOwnProperties(db: Db, userId: number): Promise<PropertyWithNames[]> {
  return selectProperties(db, ownedBy(userId)).orderBy(asc(properties.createdAt), asc(properties.id));
}

/** One of the person's properties with its names, or undefined (also when it is someone else's). */
export async function findOwnProperty(db: Db, userId: number, id: number): Promise<PropertyWithNames | undefined> {
  const [row] = await selectProperties(db, ownedBy(userId, id)).limit(1);
  return row;
}

/** The id of a new property of the person, with the input's columns. */
export async function insertProperty(db: Db, userId: number, input: PropertyInput): Promise<number | undefined> {
  const [created] = await db
    .insert(properties)
    .values({ userId, ...propertyColumns(input) })
    .returning({ id: properties.id });
  return created?.id;
}

/** The id of the person's property after its columns are replaced by the input's, or undefined when it is gone. */
export async function updateOwnProperty(db: Db, userId: number, id: number, input: PropertyInput): Promise<number | undefined> {
  const [updated] = await db
    .update(properties)
    .set({ ...propertyColumns(input), updatedAt: sql`now()` })
    .where(ownedBy(userId, id))
    .returning({ id: properties.id });
  return updated?.id;
}

/** Whether the person had the property, which is now deleted. */
export async function deleteOwnProperty(db: Db, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.delete(properties).where(ownedBy(userId, id)).returning({ id: properties.id });
  return deleted !== undefined;
}
