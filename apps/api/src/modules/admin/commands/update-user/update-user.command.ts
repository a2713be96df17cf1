import { Command } from '@nestjs/cqrs';
import type { SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export interface AdminUserPatch {
  username?: string;
  email?: string | null;
  fullName?: string | null;
  isAdmin?: boolean;
  subscriptionTier?: SubscriptionTier;
  subscriptionStatus?: SubscriptionStatus;
  subscriptionExpiresAt?: string | null;
  password?: string;
}

export class UpdateUserCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly patch: AdminUserPatch,
  ) {
    super();
  }
}
