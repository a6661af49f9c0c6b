import type { Account } from '@portal/shared/contracts';

/** How an account's roles read: "Admin, super user", "Resident". */
export function rolesOf(account: Pick<Account, 'is_superuser' | 'is_admin'>): string {
  const roles = [account.is_admin && 'Admin', account.is_superuser && 'Super user'].filter(Boolean);
  return roles.length > 0 ? roles.join(', ') : 'Resident';
}

export const fullName = (account: Pick<Account, 'first_name' | 'last_name' | 'email'>) =>
  `${account.first_name} ${account.last_name}`.trim() || account.email;
