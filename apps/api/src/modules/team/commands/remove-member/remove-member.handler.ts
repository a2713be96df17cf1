import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRemoveMember } from '../../domain/team.deciders';
import { MemberMoves } from '../../member-moves';
import { RemoveMemberCommand } from './remove-member.command';

/**
 * The account's stream decides (never without an owner); the member then owns a fresh empty account of their
 * own and every session of theirs ends at once. What they recorded stays, attributed to them (docs/decisions/0038).
 */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly moves: MemberMoves,
  ) {}

  async execute({ actor, userId, sessions }: RemoveMemberCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideRemoveMember({ userId, actor }, state));
    await sessions.revokeOthers(userId);
    const meta = { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId };
    await this.moves.moveToFreshAccount(userId, meta);
  }
}
