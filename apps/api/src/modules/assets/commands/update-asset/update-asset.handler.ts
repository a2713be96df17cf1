import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import { decideUpdateAsset } from '../../domain/asset.deciders';
import { UpdateAssetCommand } from './update-asset.command';

@CommandHandler(UpdateAssetCommand)
export class UpdateAssetHandler implements ICommandHandler<UpdateAssetCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
  ) {}

  async execute(command: UpdateAssetCommand): Promise<void> {
    const stated = {
      effectiveDate: command.effectiveDate,
      today: await this.days.today(command.actor.accountId),
    };
    await this.register.decide(command.actor, (state) =>
      decideUpdateAsset({ assetId: command.assetId, patch: command.patch, stated }, state),
    );
  }
}
