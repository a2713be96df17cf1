import { Inject, Injectable } from '@nestjs/common';
import {
  type EventCatalogue,
  EVENT_STORE,
  type EventStore,
  type RecordedEvent,
  streams,
} from '@ledgerline/events';
import { EVENT_CATALOGUE } from '../../../infrastructure/infrastructure.tokens';
import type { BodsStatement } from '../bods.types';
import { RegisterFold, type RegisterEvent } from './register-fold';
import { type StatementContext, StatementBuilder } from './statement-builder';

const PAGE = 1000;

/** A recorded event of the account stream as the fold takes it (personal fields as the store reads them). */
export function registerEventOf(catalogue: EventCatalogue, raw: RecordedEvent): RegisterEvent {
  const event = catalogue.decode(raw);
  return {
    type: event.type,
    data: event.data as Record<string, unknown>,
    revision: raw.streamRevision,
    recordedAt: raw.metadata.recordedAt,
    ...(raw.metadata.effectiveAt ? { effectiveAt: raw.metadata.effectiveAt } : {}),
  };
}

/**
 * BODS statements from the account's own stream: each entity and relationship revision in log order, so the
 * history (updated and closed records) comes with it. A page of events is read at a time and handed on as a
 * page of statements; only the fold (the register's records) is held, never the export.
 */
@Injectable()
export class RegisterStatementsReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(EVENT_CATALOGUE) private readonly catalogue: EventCatalogue,
  ) {}

  async *pages(context: StatementContext): AsyncGenerator<BodsStatement[]> {
    const fold = new RegisterFold(context.timeZone);
    const builder = new StatementBuilder(fold, context);
    for await (const events of this.events(context.accountId)) {
      const page = events.flatMap((event) => builder.push(fold.apply(event)));
      if (page.length) yield page;
    }
    const last = builder.flush();
    if (last.length) yield last;
  }

  private async *events(accountId: number): AsyncGenerator<RegisterEvent[]> {
    const stream = streams.account(accountId);
    for (let fromRevision = 0; ;) {
      const recorded = await this.store.readStream(stream, { fromRevision, maxCount: PAGE });
      if (recorded.length === 0) return;
      yield recorded.map((raw) => registerEventOf(this.catalogue, raw));
      if (recorded.length < PAGE) return;
      fromRevision = recorded[recorded.length - 1].streamRevision + 1;
    }
  }
}
