import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EventSourcedStreams } from '../../infrastructure/event-sourcing/event-sourced-streams';
import { MAILER, type Mailer } from '../../infrastructure/mail/mailer.port';
import { AccountDays } from '../../shared/account-days';
import { noticeFor } from '../deadlines/domain/deadline-notifications';
import { FILINGS, type FilingDocument } from '../filings/projections/filing.read-model';
import { toFilingView } from '../filings/queries/filing-status';
import { USERS, type UserDocument } from '../identity/projections/user.read-model';
import {
  accountEmailReminders,
  decideClaimReminder,
  decideReleaseReminder,
  emailRemindersStream,
  modeOf,
} from './domain/email-reminders.decider';
import { reminderMessage } from './domain/reminder-message';
import { type DueNotice, isoWeek, type PlannedReminder, planReminders } from './domain/reminder-plan';
import { UnsubscribeLinks } from './unsubscribe/unsubscribe-links';

const logger = new Logger('EmailReminders');

/**
 * A server that could not be reached or answered 4xx may take the message later; a 5xx (no such mailbox) or a
 * message the port refused outright (no valid address) would fail the same way on every scan.
 */
function isTransient(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode < 500;
  return typeof code === 'string';
}

/**
 * Sends the account's reminder e-mails that are due now; run after each deadline scan (in-process scheduler
 * or BullMQ worker). At most once per key: a key is claimed on the account's stream before the message goes
 * to the mail port, and released only when the port reports a failure (docs/decisions/0042).
 */
@Injectable()
export class EmailRemindersService {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly days: AccountDays,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** Returns how many messages the mail port accepted; a failure here never stops the deadline scan. */
  async remindAccount(accountId: number): Promise<number> {
    try {
      return await this.remind(accountId);
    } catch (error) {
      logger.error(`Reminder e-mails of account ${accountId} failed: ${String(error)}`);
      return 0;
    }
  }

  private async remind(accountId: number): Promise<number> {
    const users = await this.readStore.find<UserDocument>(USERS, { accountId });
    const withEmail = users.filter((u) => u.email !== null && u.email.trim() !== '');
    if (withEmail.length === 0) return 0;
    const today = await this.days.today(accountId);
    const open = await this.readStore.find<FilingDocument>(FILINGS, { accountId, isOpen: true });
    const notices = open.flatMap((doc): DueNotice[] => {
      const view = toFilingView(doc, today);
      const notice = noticeFor(view);
      return notice ? [{ ...notice, dueDate: view.dueDate }] : [];
    });
    if (notices.length === 0) return 0;
    const { state } = await this.streams.load(emailRemindersStream(accountId), accountEmailReminders);
    const recipients = withEmail.map((u) => ({
      userId: u.userId,
      email: (u.email ?? '').trim(),
      fullName: u.fullName,
      mode: modeOf(state, u.userId),
    }));
    const planned = planReminders({ recipients, notices, week: isoWeek(today) }, state.claimed);
    let sent = 0;
    for (const reminder of planned) if (await this.send(accountId, reminder)) sent++;
    return sent;
  }

  private async send(accountId: number, planned: PlannedReminder): Promise<boolean> {
    const { userId } = planned.recipient;
    const stream = emailRemindersStream(accountId);
    const meta = { accountId, actorId: 'system' as const, correlationId: randomUUID() };
    let keys: string[] = [];
    await this.streams.execute(stream, accountEmailReminders, meta, (state) => {
      const events = decideClaimReminder({ accountId, userId, keys: planned.keys }, state);
      keys = events.flatMap((e) => (e.data as { keys: string[] }).keys);
      return events;
    });
    if (keys.length === 0) return false;
    // Another process may have claimed some of the keys first: this message carries only the ones won here.
    const reminder =
      planned.kind === 'digest'
        ? planned
        : {
            ...planned,
            notices: planned.notices.filter((n) => keys.includes(`${userId}:${n.dedupeKey}`)),
            keys,
          };
    const message = reminderMessage(reminder, {
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: this.links.url(accountId, userId),
    });
    try {
      await this.mailer.send(message);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isTransient(error)) {
        logger.warn(`Reminder to user ${userId} of account ${accountId} refused, not retried: ${reason}`);
        return false;
      }
      logger.warn(
        `Reminder to user ${userId} of account ${accountId} not sent, retried next scan: ${reason}`,
      );
      await this.streams.execute(stream, accountEmailReminders, meta, (state) =>
        decideReleaseReminder({ accountId, userId, keys, reason }, state),
      );
      return false;
    }
  }
}
