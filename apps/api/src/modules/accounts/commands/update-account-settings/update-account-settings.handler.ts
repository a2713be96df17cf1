import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateAccountSettings } from '../../domain/account-settings.decider';
import { UpdateAccountSettingsCommand } from './update-account-settings.command';

@CommandHandler(UpdateAccountSettingsCommand)
export class UpdateAccountSettingsHandler implements ICommandHandler<UpdateAccountSettingsCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, update, today }: UpdateAccountSettingsCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideUpdateAccountSettings({ update, today }, state));
  }
}
