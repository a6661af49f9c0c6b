import type { Account } from '@portal/shared/contracts';
import { personName } from '@portal/shared/writing';

import { text } from '../text';

type Tone = 'info' | 'success' | 'neutral';
type Tag = { label: string; tone: Tone };

/** An account's roles as tags read them: "Admin", "Super user", or "Resident". */
export function roleTags(account: Pick<Account, 'is_superuser' | 'is_admin'>): Tag[] {
  const roles: Tag[] = [];
  if (account.is_admin) roles.push({ label: text('accounts.role.admin'), tone: 'info' });
  if (account.is_superuser) roles.push({ label: text('accounts.role.super'), tone: 'info' });
  return roles.length > 0 ? roles : [{ label: text('accounts.role.resident'), tone: 'neutral' }];
}

/** How an account's roles read in a sentence: "Admin, Super user", "Resident". */
export function rolesOf(account: Pick<Account, 'is_superuser' | 'is_admin'>): string {
  return roleTags(account)
    .map((role) => role.label)
    .join(', ');
}

/** Whether the account may log in, as a tag. */
export const statusTag = (account: Pick<Account, 'is_active'>): Tag =>
  account.is_active
    ? { label: text('accounts.status.active'), tone: 'success' }
    : { label: text('accounts.status.deactivated'), tone: 'neutral' };

export const fullName = (account: Pick<Account, 'first_name' | 'last_name' | 'email'>) =>
  personName(account.first_name, account.last_name, account.email);
