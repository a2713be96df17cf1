import { Inject, Injectable } from '@nestjs/common';
import { type AccountSettingsView, localDay } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../../shared/account-days';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';
import { currencyOf } from './account-currency.reader';
import { readAccountName } from './account-name';

@Injectable()
export class AccountSettingsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  today(accountId: number): Promise<string> {
    return this.days.today(accountId);
  }

  async read(accountId: number): Promise<AccountSettingsView> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    const openedOn = account ? localDay(account.createdAt) : await this.today(accountId);
    return {
      openedOn,
      trackedFrom: account?.trackedFrom ?? openedOn,
      timeZone: account?.timeZone ?? this.days.defaultTimeZone,
      defaultTimeZone: this.days.defaultTimeZone,
      currency: currencyOf(account),
      ...(await readAccountName(this.readStore, account)),
    };
  }
}
