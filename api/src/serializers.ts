import type {
  Account,
  ChatGroup,
  Complaint,
  ContactMessageReceipt,
  CouncilMember,
  EmergencyCategory,
  EmergencyContact,
  EmergencyOption,
  EmergencySubcategory,
  NewsHeadline,
  NewsItem,
  Organization,
  OutboxMessage,
  Profile,
  Property,
} from '@portal/shared/contracts';

import type { PropertyWithNames } from './db/properties';
import {
  news,
  type ChatGroupRow,
  type ComplaintRow,
  type ContactMessageRow,
  type CouncilMemberRow,
  type EmergencyCategoryRow,
  type EmergencyContactRow,
  type EmergencyOptionRow,
  type EmergencySubcategoryRow,
  type NewsRow,
  type OrganizationRow,
  type OutboxRow,
} from './db/schema';
import type { User } from './db/users';
import { inLanguage, type Reading, type Translations } from './lib/content-language';
import { renderRichText } from './lib/rich-text';

// Rows are camelCase in TypeScript; the API speaks the contracts' snake_case with ISO dates.

/** Who a person is and what they may do, as their profile and the admins' list of accounts both begin. */
function toPerson(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_superuser: user.isSuperuser,
    is_admin: user.isAdmin,
  };
}

export function toProfile(user: User): Profile {
  return {
    ...toPerson(user),
    ownership: user.ownership,
    primary_contact: user.primaryContact,
    identification_type: user.identificationType,
    identification_number: user.identificationNumber,
    language: user.language,
  };
}

export function toAccount(user: User): Account {
  return {
    ...toPerson(user),
    is_active: user.isActive,
    last_login: user.lastLogin?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** What toNewsHeadline reads: a list's columns, without the body. */
export const newsHeadlineColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  imageUrl: news.imageUrl,
  publishedAt: news.publishedAt,
  translations: news.translations,
};

export function toNewsHeadline(item: Pick<NewsRow, keyof typeof newsHeadlineColumns>, reading: Reading): NewsHeadline {
  const words = inLanguage(reading, item.translations, { title: item.title, summary: item.summary });
  return {
    id: item.id,
    slug: item.slug,
    ...words,
    image_url: item.imageUrl,
    published_at: item.publishedAt?.toISOString() ?? null,
  };
}

/** What toNewsItem reads, and so all that its queries select (not the row's stamps). */
export const newsItemColumns = { ...newsHeadlineColumns, body: news.body, isPublished: news.isPublished };

export function toNewsItem(item: Pick<NewsRow, keyof typeof newsItemColumns>, reading: Reading): NewsItem {
  const words = inLanguage(reading, item.translations, { title: item.title, summary: item.summary, body: item.body });
  return {
    ...toNewsHeadline(item, reading),
    ...words,
    body_html: renderRichText(words.body),
    is_published: item.isPublished,
  };
}

export function toComplaint(row: ComplaintRow): Complaint {
  return {
    id: row.id,
    reference: row.reference,
    complaint_type: row.complaintType,
    description: row.description,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return { id: row.id, to: row.to, subject: row.subject, text: row.text, created_at: row.createdAt.toISOString() };
}

export function toProperty({ property: p, ...names }: PropertyWithNames): Property {
  return {
    id: p.id,
    address_line1: p.addressLine1,
    address_line2: p.addressLine2,
    town_id: p.townId,
    town: names.town,
    suburb_id: p.suburbId,
    suburb: names.suburb,
    postal_code: p.postalCode,
    ownership: p.ownership,
    water_meter_type_id: p.waterMeterTypeId,
    water_meter_type: names.waterMeterType,
    water_meter_number: p.waterMeterNumber,
    electrical_meter_type_id: p.electricalMeterTypeId,
    electrical_meter_type: names.electricalMeterType,
    electrical_meter_number: p.electricalMeterNumber,
    created_at: p.createdAt.toISOString(),
  };
}

export function toOrganization(row: OrganizationRow, reading: Reading): Organization {
  const words = inLanguage(reading, row.translations, { office_hours: row.officeHours, about_us: row.aboutUs, policies: row.policies });
  return {
    name: row.name,
    logo_url: row.logoUrl,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    ...words,
  };
}

export function toContactMessageReceipt(row: Pick<ContactMessageRow, 'reference' | 'createdAt'>): ContactMessageReceipt {
  return { reference: row.reference, created_at: row.createdAt.toISOString() };
}

/** A name and a description in the reader's language (inLanguage), as most directory items have them. */
function namedWords(row: { name: string; description: string; translations: Translations }, reading: Reading) {
  return inLanguage(reading, row.translations, { name: row.name, description: row.description });
}

export function toChatGroup(row: ChatGroupRow, reading: Reading): ChatGroup {
  return { id: row.id, channel: row.channel, ...namedWords(row, reading), url: row.url };
}

export function toEmergencyContact(row: EmergencyContactRow, reading: Reading): EmergencyContact {
  const words = namedWords(row, reading);
  return {
    id: row.id,
    ...words,
    phone: row.phone,
    is_primary: row.isPrimary,
  };
}

export function toEmergencyCategory(row: EmergencyCategoryRow, reading: Reading): EmergencyCategory {
  return { id: row.id, slug: row.slug, ...namedWords(row, reading) };
}

export function toEmergencySubcategory(row: EmergencySubcategoryRow, reading: Reading): EmergencySubcategory {
  return { id: row.id, slug: row.slug, ...namedWords(row, reading) };
}

export function toEmergencyOption(row: EmergencyOptionRow, reading: Reading): EmergencyOption {
  return { id: row.id, ...namedWords(row, reading), phone: row.phone, url: row.url };
}

export function toCouncilMember(row: CouncilMemberRow, reading: Reading): CouncilMember {
  const words = inLanguage(reading, row.translations, { role: row.role, bio: row.bio });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ward: row.ward,
    ...words,
    email: row.email,
    phone: row.phone,
    portrait_url: row.portraitUrl,
  };
}
