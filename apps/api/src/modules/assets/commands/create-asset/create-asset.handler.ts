import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRegisterAsset } from '../../domain/asset.deciders';
import { CreateAssetCommand } from './create-asset.command';

@CommandHandler(CreateAssetCommand)
export class CreateAssetHandler implements ICommandHandler<CreateAssetCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: CreateAssetCommand): Promise<{ assetId: number }> {
    const assetId = await this.register.nextId('asset');
    await this.register.decide(command.actor, (state) =>
      decideRegisterAsset({ assetId, fields: command.fields }, state),
    );
    return { assetId };
  }
}
