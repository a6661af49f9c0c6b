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
import { stamps, type ConfigBinding } from './bind-resource';
import { CONTENT_BINDINGS } from './content-resource-tables';

// Each configuration resource of the contract (CONFIG_RESOURCES) bound to its table. A new plain
// resource needs its description and schemas in the contract and one entry here (content in
// content-resource-tables.ts); the routes, validation, audit log and authorization tests follow from them.

const meterTypeBinding = (
  table: typeof waterMeterTypes | typeof electricalMeterTypes,
  unique: string,
  used: ConfigBinding['inUse'],
): ConfigBinding => ({
  table,
  columns: { ...stamps(table), name: table.name, is_active: table.isActive },
  unique: { [unique]: 'name' },
  inUse: used,
});

export const CONFIG_BINDINGS: Record<ConfigResourceName, ConfigBinding> = {
  ...CONTENT_BINDINGS,
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
  'emergency-contacts': {
    table: emergencyContacts,
    columns: {
      ...stamps(emergencyContacts),
      name: emergencyContacts.name,
      phone: emergencyContacts.phone,
      description: emergencyContacts.description,
      is_primary: emergencyContacts.isPrimary,
      is_active: emergencyContacts.isActive,
      sort_order: emergencyContacts.sortOrder,
    },
  },
  'emergency-categories': {
    table: emergencyCategories,
    columns: {
      ...stamps(emergencyCategories),
      slug: emergencyCategories.slug,
      name: emergencyCategories.name,
      description: emergencyCategories.description,
      is_active: emergencyCategories.isActive,
      sort_order: emergencyCategories.sortOrder,
    },
    inUse: [{ table: emergencySubcategories, column: emergencySubcategories.categoryId, label: 'subcategories', one: 'subcategory' }],
  },
  'emergency-subcategories': {
    table: emergencySubcategories,
    columns: {
      ...stamps(emergencySubcategories),
      category_id: emergencySubcategories.categoryId,
      slug: emergencySubcategories.slug,
      name: emergencySubcategories.name,
      description: emergencySubcategories.description,
      is_active: emergencySubcategories.isActive,
      sort_order: emergencySubcategories.sortOrder,
    },
    inUse: [{ table: emergencySubcategoryOptions, column: emergencySubcategoryOptions.subcategoryId, label: 'options', one: 'option' }],
  },
  'emergency-subcategory-options': {
    table: emergencySubcategoryOptions,
    columns: {
      ...stamps(emergencySubcategoryOptions),
      subcategory_id: emergencySubcategoryOptions.subcategoryId,
      name: emergencySubcategoryOptions.name,
      description: emergencySubcategoryOptions.description,
      phone: emergencySubcategoryOptions.phone,
      url: emergencySubcategoryOptions.url,
      is_active: emergencySubcategoryOptions.isActive,
      sort_order: emergencySubcategoryOptions.sortOrder,
    },
  },
  'dispute-types': {
    table: disputeTypes,
    columns: {
      ...stamps(disputeTypes),
      slug: disputeTypes.slug,
      name: disputeTypes.name,
      description: disputeTypes.description,
      requirements: disputeTypes.requirements,
      is_active: disputeTypes.isActive,
      sort_order: disputeTypes.sortOrder,
    },
    inUse: [
      { table: disputes, column: disputes.disputeTypeId, label: 'disputes', one: 'dispute' },
      { table: disputeCriteria, column: disputeCriteria.disputeTypeId, label: 'criteria', one: 'criterion' },
    ],
  },
  'dispute-criteria': {
    table: disputeCriteria,
    columns: {
      ...stamps(disputeCriteria),
      dispute_type_id: disputeCriteria.disputeTypeId,
      question: disputeCriteria.question,
      help: disputeCriteria.help,
      required: disputeCriteria.required,
      is_active: disputeCriteria.isActive,
      sort_order: disputeCriteria.sortOrder,
    },
    inUse: [{ table: disputeAnswers, column: disputeAnswers.criterionId, label: 'dispute answers', one: 'dispute answer' }],
  },
  'council-members': {
    table: councilMembers,
    columns: {
      ...stamps(councilMembers),
      slug: councilMembers.slug,
      name: councilMembers.name,
      ward: councilMembers.ward,
      role: councilMembers.role,
      email: councilMembers.email,
      phone: councilMembers.phone,
      portrait_url: councilMembers.portraitUrl,
      bio: councilMembers.bio,
      is_active: councilMembers.isActive,
      sort_order: councilMembers.sortOrder,
    },
  },
  'municipal-request-types': {
    table: municipalRequestTypes,
    columns: {
      ...stamps(municipalRequestTypes),
      name: municipalRequestTypes.name,
      description: municipalRequestTypes.description,
      department_id: municipalRequestTypes.departmentId,
      is_active: municipalRequestTypes.isActive,
      sort_order: municipalRequestTypes.sortOrder,
    },
    unique: { municipal_request_types_name_idx: 'name' },
  },
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
