import { Inject, Injectable } from '@nestjs/common';
import { type AccountSettingsView, localDay } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';

@Injectable()
export class AccountSettingsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  today(): string {
    return localDay(this.clock.now());
  }

  async read(accountId: number): Promise<AccountSettingsView> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    const openedOn = account ? localDay(account.createdAt) : this.today();
    return { openedOn, trackedFrom: account?.trackedFrom ?? openedOn };
  }
}
