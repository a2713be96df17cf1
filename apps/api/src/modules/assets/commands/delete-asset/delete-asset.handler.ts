import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRemoveAsset } from '../../domain/asset.deciders';
import { DeleteAssetCommand } from './delete-asset.command';

@CommandHandler(DeleteAssetCommand)
export class DeleteAssetHandler implements ICommandHandler<DeleteAssetCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: DeleteAssetCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideRemoveAsset({ assetId: command.assetId }, state),
    );
  }
}
