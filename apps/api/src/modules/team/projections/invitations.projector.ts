import type { RecordedEvent, TeamEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { INVITATION_LAYOUTS, INVITATIONS, type InvitationDocument } from './invitation.read-model';

/** Pending invitations only: an accepted or revoked one leaves the read model (its link then answers 404). */
export class InvitationsProjector implements Projector {
  readonly name = 'invitations';
  readonly version = 1;
  readonly collections = [INVITATIONS];
  readonly layouts = INVITATION_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'MemberInvited',
    'InvitationResent',
    'InvitationRevoked',
    'MemberJoined',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as TeamEvent;
    switch (event.type) {
      case 'MemberInvited': {
        const { invitationId, accountId, email, role, tokenHash, invitedByUserId, expiresAt } = event.data;
        const document: InvitationDocument = {
          id: invitationId,
          accountId,
          email,
          role,
          tokenHash,
          invitedByUserId,
          createdAt: recorded.metadata.recordedAt,
          expiresAt,
        };
        return writer.put(INVITATIONS, document);
      }
      case 'InvitationResent': {
        const known = await writer.get<InvitationDocument>(INVITATIONS, event.data.invitationId);
        if (!known) return;
        const { tokenHash, expiresAt } = event.data;
        return writer.put(INVITATIONS, { ...known, tokenHash, expiresAt });
      }
      case 'InvitationRevoked':
      case 'MemberJoined':
        return writer.delete(INVITATIONS, event.data.invitationId);
      default:
        return;
    }
  }
}
