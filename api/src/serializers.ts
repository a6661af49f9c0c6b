import type { Complaint, Donation, NewsItem, OutboxMessage, Profile, Property } from '@portal/shared/contracts';
import type { PropertyWithNames } from './db/properties';
import type { ComplaintRow, DonationRow, NewsRow, OutboxRow } from './db/schema';
import type { User } from './db/users';

// Rows are camelCase in TypeScript; the API speaks the contracts' snake_case with ISO dates.

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_superuser: user.isSuperuser,
    is_admin: user.isAdmin,
    ownership: user.ownership,
    primary_contact: user.primaryContact,
    identification_type: user.identificationType,
    identification_number: user.identificationNumber,
  };
}

export function toNewsItem(item: NewsRow): NewsItem {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    body: item.body,
    image_url: item.imageUrl,
    published_at: item.publishedAt?.toISOString() ?? null,
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

export function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    reference: row.reference,
    cause: row.cause,
    amount_cents: row.amountCents,
    currency: row.currency,
    anonymous: row.anonymous,
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
