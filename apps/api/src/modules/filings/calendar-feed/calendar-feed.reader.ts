import { Inject, Injectable } from '@nestjs/common';
import { FILING_TYPE_NAMES, type FilingRequirementView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { readListing } from '../../../shared/listing';
import { FILINGS, type FilingDocument } from '../projections/filing.read-model';
import { addDays, toFilingView } from '../queries/filing-status';
import { FilingsReader } from '../queries/filings.reader';
import { CALENDAR_FEEDS, type CalendarFeedDocument } from './calendar-feeds.projector';
import { FEED_TOKEN_PATTERN, hashFeedToken } from './feed-token';
import { CALENDAR_TAIL, type CalendarEvent, calendarHead, vevent } from './ics';

/** The feed's window: due dates from 90 days ago to 18 months (548 days) ahead of the account's today. */
export const FEED_PAST_DAYS = 90;
export const FEED_FUTURE_DAYS = 548;

const STATUS_WORDS: Record<string, string> = {
  overdue: 'Overdue',
  pending: 'Due',
  submitted: 'Submitted',
  exempt: 'Exempt',
  not_required: 'Not required',
};

/** The web app's label: the named ones, else the code in words ('annual_return' -> 'Annual Return'). */
const kindLabel = (type: string): string =>
  FILING_TYPE_NAMES[type] ??
  type
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function filingEvent(filing: FilingRequirementView, origin: string): CalendarEvent {
  const kind = kindLabel(filing.requirementType);
  const entity = filing.entity?.name ?? `Entity #${filing.entityId}`;
  const word = STATUS_WORDS[filing.status] ?? filing.status;
  const settled = filing.status === 'exempt' || filing.status === 'not_required';
  const lines = [
    `${kind} for ${entity}`,
    `Status: ${word}${filing.submissionDate ? ` (submitted ${filing.submissionDate})` : ''}`,
    ...(filing.provisional ? ['Provisional: the tax season dates are not yet published'] : []),
    ...(filing.notes ? [`Notes: ${filing.notes}`] : []),
  ];
  return {
    uid: `filing-${filing.id}@ledgerline`,
    day: filing.dueDate,
    summary: `${filing.status === 'pending' ? '' : `[${word}] `}${kind}: ${entity}`,
    description: lines.join('\n'),
    status: settled ? 'CANCELLED' : filing.provisional ? 'TENTATIVE' : 'CONFIRMED',
    lastModified: filing.updatedAt,
    url: `${origin}/deadlines?view=list&entityId=${filing.entityId}`,
    categories: kind,
  };
}

@Injectable()
export class CalendarFeedReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly filings: FilingsReader,
  ) {}

  /** The account a feed token belongs to, or null (revoked, rotated, malformed or never issued). */
  async accountOf(token: string): Promise<number | null> {
    if (!FEED_TOKEN_PATTERN.test(token)) return null;
    const feed = await this.readStore.get<CalendarFeedDocument>(CALENDAR_FEEDS, hashFeedToken(token));
    return feed?.accountId ?? null;
  }

  async hasFeed(accountId: number): Promise<boolean> {
    return (await this.issuedAt(accountId)) !== null;
  }

  async issuedAt(accountId: number): Promise<string | null> {
    const [feed] = await this.readStore.find<CalendarFeedDocument>(
      CALENDAR_FEEDS,
      { accountId },
      { limit: 1 },
    );
    return feed?.issuedAt ?? null;
  }

  /** The calendar text, a chunk of 500 filings at a time off the due-date index. */
  async *calendar(accountId: number, origin: string): AsyncGenerator<string> {
    const today = await this.filings.today(accountId);
    const filter = {
      accountId,
      dueDate: { gte: addDays(today, -FEED_PAST_DAYS), lte: addDays(today, FEED_FUTURE_DAYS) },
    };
    const options = {
      sort: [
        { field: 'dueDate', direction: 'asc' as const },
        { field: 'filingId', direction: 'asc' as const },
      ],
    };
    const listing = await readListing(
      this.readStore,
      { collection: FILINGS, filter, options },
      { offset: 0 },
      (docs: FilingDocument[]) => docs.map((doc) => toFilingView(doc, today)),
    );
    yield calendarHead('Ledgerline deadlines');
    for await (const chunk of listing.chunks)
      yield chunk.map((filing) => vevent(filingEvent(filing, origin))).join('');
    yield CALENDAR_TAIL;
  }
}
