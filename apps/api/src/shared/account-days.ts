import { Inject, Injectable } from '@nestjs/common';
import { localDay } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ACCOUNTS, type AccountDocument } from '../modules/accounts/projections/account.read-model';
import { CLOCK, type Clock } from './clock';

/**
 * An account's calendar days: "today" and the day an instant fell on, in the zone the account
 * chose, else the installation's (LEDGERLINE_TIME_ZONE, default Africa/Johannesburg), never in UTC: a filing
 * due today turns overdue at midnight in Johannesburg, not at 02:00.
 */
@Injectable()
export class AccountDays {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get defaultTimeZone(): string {
    return this.config.timeZone;
  }

  async timeZone(accountId: number): Promise<string> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    return account?.timeZone ?? this.config.timeZone;
  }

  async today(accountId: number): Promise<string> {
    return localDay(this.clock.now(), await this.timeZone(accountId));
  }

  /** The account's day `days` from today (negative: before). */
  async dayFromToday(accountId: number, days: number): Promise<string> {
    const today = await this.today(accountId);
    return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  }
}
