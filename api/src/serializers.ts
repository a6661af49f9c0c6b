import type { Complaint, Donation, NewsItem, Profile } from '@portal/shared/contracts';
import type { ComplaintRow, DonationRow, NewsRow } from './db/schema';
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
