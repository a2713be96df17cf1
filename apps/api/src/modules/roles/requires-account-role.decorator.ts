import { SetMetadata } from '@nestjs/common';
import type { AccountRole } from '@ledgerline/contracts';
import type { RolePolicy } from './account-role.policy';

export const ACCOUNT_ROLE_POLICY = 'ledgerline:account-role-policy';

/**
 * Overrides the route table of account-role.policy.ts for one route or controller: the least role, and what
 * a weaker role is told it may not do ("Viewers may not <action>; …").
 */
export const RequiresAccountRole = (role: AccountRole, action: string) =>
  SetMetadata(ACCOUNT_ROLE_POLICY, { role, action } satisfies RolePolicy);
