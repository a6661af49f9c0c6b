import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ConfigResourceName } from '@portal/shared/contracts';
import {
  chatGroups,
  complaints,
  complaintTypes,
  electricalMeterTypes,
  properties,
  suburbs,
  towns,
  waterMeterTypes,
} from '../db/schema';
import { disputeBccRecipients } from '../db/schema-cases';
import { departments } from '../db/schema-configuration';
import type { ConfigBinding } from './binding';

// Each configuration resource of the contract (CONFIG_RESOURCES) bound to its table. A new plain
// resource needs its description and schemas in the contract and one entry here; the routes,
// validation, audit log and authorization tests follow from them.

const stamps = (t: { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }) => ({
  id: t.id,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

const meterTypeBinding = (table: typeof waterMeterTypes | typeof electricalMeterTypes, unique: string, used: ConfigBinding['inUse']): ConfigBinding => ({
  table,
  columns: { ...stamps(table), name: table.name, is_active: table.isActive },
  unique: { [unique]: 'name' },
  inUse: used,
});

export const CONFIG_BINDINGS: Record<ConfigResourceName, ConfigBinding> = {
  'chat-groups': {
    table: chatGroups,
    columns: {
      ...stamps(chatGroups),
      channel: chatGroups.channel,
      name: chatGroups.name,
      description: chatGroups.description,
      url: chatGroups.url,
      is_active: chatGroups.isActive,
      sort_order: chatGroups.sortOrder,
    },
    unique: { chat_groups_channel_name_idx: 'name' },
  },
  departments: {
    table: departments,
    columns: {
      ...stamps(departments),
      slug: departments.slug,
      name: departments.name,
      description: departments.description,
      email: departments.email,
      phone: departments.phone,
      is_active: departments.isActive,
    },
    unique: { departments_name_idx: 'name' },
  },
  'complaint-types': {
    table: complaintTypes,
    columns: {
      ...stamps(complaintTypes),
      name: complaintTypes.name,
      description: complaintTypes.description,
      is_active: complaintTypes.isActive,
      sort_order: complaintTypes.sortOrder,
    },
    unique: { complaint_types_name_idx: 'name' },
    inUse: [{ table: complaints, column: complaints.complaintTypeId, label: 'complaints', one: 'complaint' }],
  },
  'dispute-bcc-recipients': {
    table: disputeBccRecipients,
    columns: {
      ...stamps(disputeBccRecipients),
      email: disputeBccRecipients.email,
      name: disputeBccRecipients.name,
      is_active: disputeBccRecipients.isActive,
    },
    unique: { dispute_bcc_recipients_email_idx: 'email' },
  },
  'water-meter-types': meterTypeBinding(waterMeterTypes, 'water_meter_types_name_idx', [
    { table: properties, column: properties.waterMeterTypeId, label: 'properties', one: 'property' },
  ]),
  'electrical-meter-types': meterTypeBinding(electricalMeterTypes, 'electrical_meter_types_name_idx', [
    { table: properties, column: properties.electricalMeterTypeId, label: 'properties', one: 'property' },
  ]),
  towns: {
    table: towns,
    columns: { ...stamps(towns), name: towns.name },
    unique: { towns_name_idx: 'name' },
    inUse: [
      { table: suburbs, column: suburbs.townId, label: 'suburbs', one: 'suburb' },
      { table: properties, column: properties.townId, label: 'properties', one: 'property' },
    ],
  },
  suburbs: {
    table: suburbs,
    columns: { ...stamps(suburbs), town_id: suburbs.townId, name: suburbs.name },
    unique: { suburbs_town_name_idx: 'name' },
    inUse: [{ table: properties, column: properties.suburbId, label: 'properties', one: 'property' }],
  },
};
