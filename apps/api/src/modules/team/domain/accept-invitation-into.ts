import type { AccountRole } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import type {
  CommandMeta,
  EventSourcedStreams,
} from '../../../infrastructure/event-sourcing/event-sourced-streams';
import { accountRegister } from '../../accounts/domain/account-register.state';
import { decideAcceptInvitation } from './team.deciders';

/**
 * Takes the invitation's seat for `userId` on the account's stream (decided there, so concurrent acceptances
 * cannot overfill the plan) and answers the role the invitation gave.
 */
export async function acceptInvitationInto(
  eventStreams: EventSourcedStreams,
  command: { accountId: number; tokenHash: string; userId: number; now: Date },
  meta: CommandMeta,
): Promise<AccountRole> {
  let role: AccountRole = 'viewer';
  await eventStreams.execute(streams.account(command.accountId), accountRegister, meta, (state) => {
    const decided = decideAcceptInvitation(command, state);
    role = (decided[0].data as { role: AccountRole }).role;
    return decided;
  });
  return role;
}
