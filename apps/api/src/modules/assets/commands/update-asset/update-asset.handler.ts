import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateAsset } from '../../domain/asset.deciders';
import { UpdateAssetCommand } from './update-asset.command';

@CommandHandler(UpdateAssetCommand)
export class UpdateAssetHandler implements ICommandHandler<UpdateAssetCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: UpdateAssetCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideUpdateAsset({ assetId: command.assetId, patch: command.patch }, state),
    );
  }
}
