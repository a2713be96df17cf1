import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AuditTrailController } from './queries/audit-trail/audit-trail.controller';
import { HistoryRowsReader } from './queries/history-rows.reader';
import { OwnershipTimelineController } from './queries/ownership-timeline/ownership-timeline.controller';
import { OwnershipTimelineReader } from './queries/ownership-timeline/ownership-timeline.reader';
import { RecordHistoryController } from './queries/record-history/record-history.controller';

/** The history of every record and the account's audit trail (docs/decisions/0028). */
@Module({
  imports: [IdentityModule],
  controllers: [RecordHistoryController, AuditTrailController, OwnershipTimelineController],
  providers: [HistoryRowsReader, OwnershipTimelineReader],
  exports: [HistoryRowsReader],
})
export class HistoryModule {}
