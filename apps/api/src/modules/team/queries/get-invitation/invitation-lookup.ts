import { GoneException, Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { DomainError, notFound } from '../../../../shared/domain-error';
import { INVITATION_EXPIRED } from '../../domain/team.deciders';
import { hashInvitationToken } from '../../invitation-token';
import { INVITATIONS, type InvitationDocument } from '../../projections/invitation.read-model';

const EXPIRED = 'This invitation has expired: ask the account to send you a new one.';

/** Whoever holds a link: an unknown, used or revoked token answers 404, an expired one 410 (docs/decisions/0038). */
@Injectable()
export class InvitationLookup {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pending(token: string): Promise<InvitationDocument> {
    const [invitation] = await this.readStore.find<InvitationDocument>(
      INVITATIONS,
      { tokenHash: hashInvitationToken(token) },
      { limit: 1 },
    );
    if (!invitation) throw notFound('Invitation');
    if (Date.parse(invitation.expiresAt) <= this.clock.now().getTime()) throw new GoneException(EXPIRED);
    return invitation;
  }

  /** The decision's own expiry refusal (the link expired between the lookup and the decision) as 410 too. */
  static goneWhenExpired(error: unknown): never {
    if (error instanceof DomainError && error.code === INVITATION_EXPIRED) throw new GoneException(EXPIRED);
    throw error;
  }
}
