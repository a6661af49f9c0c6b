import type { ConfigResourceName } from '@portal/shared/contracts';

import {
  chatGroups,
  complaints,
  complaintTypes,
  councilMembers,
  departments,
  disputeAnswers,
  disputeBccRecipients,
  disputeCriteria,
  disputes,
  disputeTypes,
  electricalMeterTypes,
  emergencyCategories,
  emergencyContacts,
  emergencySubcategories,
  emergencySubcategoryOptions,
  municipalRequestTypes,
  properties,
  suburbs,
  towns,
  waterMeterTypes,
} from '../db/schema';
import { tableBindings, type ConfigBinding, type TableBinding } from './bind-resource';
import { CONTENT_BINDINGS } from './content-resource-tables';

// Each configuration resource of the contract (CONFIG_RESOURCES) bound to its table. A new plain
// resource needs its description and schemas in the contract and one entry here (content in
// content-resource-tables.ts); the routes, validation, audit log and authorization tests follow from them.

const meterTypeBinding = (
  table: typeof waterMeterTypes | typeof electricalMeterTypes,
  unique: string,
  used: ConfigBinding['inUse'],
): TableBinding => ({
  table,
  unique: { [unique]: 'name' },
  inUse: used,
});

const REFERENCE_BINDINGS = {
  'chat-groups': {
    table: chatGroups,
    unique: { chat_groups_channel_name_idx: 'name' },
  },
  departments: {
    table: departments,
    unique: { departments_name_idx: 'name' },
    inUse: [
      {
        table: municipalRequestTypes,
        column: municipalRequestTypes.departmentId,
        label: 'municipal request types',
        one: 'municipal request type',
      },
    ],
  },
  'complaint-types': {
    table: complaintTypes,
    unique: { complaint_types_name_idx: 'name' },
    inUse: [{ table: complaints, column: complaints.complaintTypeId, label: 'complaints', one: 'complaint' }],
  },
  'dispute-bcc-recipients': {
    table: disputeBccRecipients,
    unique: { dispute_bcc_recipients_email_idx: 'email' },
  },
  'water-meter-types': meterTypeBinding(waterMeterTypes, 'water_meter_types_name_idx', [
    { table: properties, column: properties.waterMeterTypeId, label: 'properties', one: 'property' },
  ]),
  'electrical-meter-types': meterTypeBinding(electricalMeterTypes, 'electrical_meter_types_name_idx', [
    { table: properties, column: properties.electricalMeterTypeId, label: 'properties', one: 'property' },
  ]),
  'emergency-contacts': {
    table: emergencyContacts,
  },
  'emergency-categories': {
    table: emergencyCategories,
    inUse: [{ table: emergencySubcategories, column: emergencySubcategories.categoryId, label: 'subcategories', one: 'subcategory' }],
  },
  'emergency-subcategories': {
    table: emergencySubcategories,
    alsoColumns: ['slug'],
    inUse: [{ table: emergencySubcategoryOptions, column: emergencySubcategoryOptions.subcategoryId, label: 'options', one: 'option' }],
  },
  'emergency-subcategory-options': {
    table: emergencySubcategoryOptions,
  },
  'dispute-types': {
    table: disputeTypes,
    inUse: [
      { table: disputes, column: disputes.disputeTypeId, label: 'disputes', one: 'dispute' },
      { table: disputeCriteria, column: disputeCriteria.disputeTypeId, label: 'criteria', one: 'criterion' },
    ],
  },
  'dispute-criteria': {
    table: disputeCriteria,
    inUse: [{ table: disputeAnswers, column: disputeAnswers.criterionId, label: 'dispute answers', one: 'dispute answer' }],
  },
  'council-members': {
    table: councilMembers,
  },
  'municipal-request-types': {
    table: municipalRequestTypes,
    unique: { municipal_request_types_name_idx: 'name' },
  },
  towns: {
    table: towns,
    unique: { towns_name_idx: 'name' },
    inUse: [
      { table: suburbs, column: suburbs.townId, label: 'suburbs', one: 'suburb' },
      { table: properties, column: properties.townId, label: 'properties', one: 'property' },
    ],
  },
  suburbs: {
    table: suburbs,
    unique: { suburbs_town_name_idx: 'name' },
    inUse: [{ table: properties, column: properties.suburbId, label: 'properties', one: 'property' }],
  },
} satisfies Partial<Record<ConfigResourceName, TableBinding>>;

export const CONFIG_BINDINGS: Record<ConfigResourceName, ConfigBinding> = { ...CONTENT_BINDINGS, ...tableBindings(REFERENCE_BINDINGS) };
