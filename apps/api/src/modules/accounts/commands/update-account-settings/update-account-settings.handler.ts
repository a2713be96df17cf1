import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { DeadlineScanService } from '../../../deadlines/deadline-scan.service';
import { decideUpdateAccountSettings } from '../../domain/account-settings.decider';
import { UpdateAccountSettingsCommand } from './update-account-settings.command';

@CommandHandler(UpdateAccountSettingsCommand)
export class UpdateAccountSettingsHandler implements ICommandHandler<UpdateAccountSettingsCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly deadlines: DeadlineScanService,
  ) {}

  async execute({
    actor,
    update,
    today,
    currentCurrency,
    currentName,
  }: UpdateAccountSettingsCommand): Promise<void> {
    await this.register.decide(actor, (state) =>
      decideUpdateAccountSettings({ update, today, currentCurrency, currentName }, state),
    );
    // A new tracked-from day reopens history or files older duties away at once.
    await this.deadlines.planAccount(actor.accountId);
  }
}
