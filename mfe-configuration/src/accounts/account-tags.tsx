import { StatusTag } from '@portal/shared';
import type { Account } from '@portal/shared/contracts';

import { useText } from '../text';
import { roleTags, statusTag } from './account-roles';

// Each tag's words are this area's: the tags draw again when the page's language changes.
export function RoleTags({ account }: { account: Pick<Account, 'is_superuser' | 'is_admin'> }) {
  useText();
  return (
    <span>
      {roleTags(account).map((role) => (
        <StatusTag key={role.label} tone={role.tone} className="margin-right-05">
          {role.label}
        </StatusTag>
      ))}
    </span>
  );
}

export function AccountStatusTag({ account }: { account: Pick<Account, 'is_active'> }) {
  useText();
  const status = statusTag(account);
  return <StatusTag tone={status.tone}>{status.label}</StatusTag>;
}
