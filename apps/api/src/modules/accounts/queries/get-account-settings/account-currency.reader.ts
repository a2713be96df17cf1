import { Inject, Injectable } from '@nestjs/common';
import { type Currency, DEFAULT_CURRENCY, isCurrency } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';

/** The currency an account's money is shown in (Settings -> Account): its choice, else rand. */
@Injectable()
export class AccountCurrencyReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async currency(accountId: number): Promise<Currency> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    return currencyOf(account);
  }
}

export const currencyOf = (account: AccountDocument | null): Currency =>
  account?.currency && isCurrency(account.currency) ? account.currency : DEFAULT_CURRENCY;
