import { domainEventCatalogue } from '@ledgerline/events';
import type { Projector } from '@ledgerline/projections';
import { IdHighWaterProjector } from './infrastructure/ids/id-high-water.projector';
import { AccountsProjector } from './modules/accounts/projections/accounts.projector';
import { ActivitiesProjector } from './modules/activity/projections/activities.projector';
import { AssetsProjector } from './modules/assets/projections/assets.projector';
import { IndividualDetailsProjector } from './modules/entities/projections/individual-details.projector';
import { DocumentsProjector } from './modules/documents/projections/documents.projector';
import { FilingRequirementsProjector } from './modules/filings/projections/filing-requirements.projector';
import { CalendarFeedsProjector } from './modules/filings/calendar-feed/calendar-feeds.projector';
import { NotificationsProjector } from './modules/notifications/projections/notifications.projector';
import { BeneficialOwnerResultsProjector } from './modules/ownership/projections/beneficial-owner-results.projector';
import { OwnershipHistoryProjector } from './modules/ownership/projections/ownership-history.projector';
import { GroupsProjector } from './modules/groups/projections/groups.projector';
import { RelationshipsProjector } from './modules/relationships/projections/relationships.projector';
import { DashboardItemsProjector } from './modules/dashboard/projections/dashboard-items.projector';
import { EntitiesProjector } from './modules/entities/projections/entities.projector';
import { EntityNamesProjector } from './modules/entities/projections/entity-names.projector';
import { EntityGraphProjector } from './modules/entities/projections/entity-graph.projector';
import { UsersProjector } from './modules/identity/projections/users.projector';
import { TrashProjector } from './modules/trash/projections/trash.projector';
import { RecordHistoryProjector } from './modules/history/projections/record-history.projector';
import { EmailReminderPreferencesProjector } from './modules/email-reminders/projections/email-reminder-preferences.projector';
import { ApiTokensProjector } from './modules/api-tokens/projections/api-tokens.projector';
import { InvitationsProjector } from './modules/team/projections/invitations.projector';

/**
 * Every read model of the product; the runner, the rebuild command and the benchmarks use this list. `timeZone`:
 * the installation's (LEDGERLINE_TIME_ZONE), whose days the trust list's compliance is first judged on.
 */
export const allProjectors = (timeZone?: string): Projector[] => [
  new UsersProjector(),
  new AccountsProjector(),
  new EntitiesProjector(timeZone),
  new DashboardItemsProjector(),
  new IndividualDetailsProjector(),
  new RelationshipsProjector(),
  new AssetsProjector(),
  new GroupsProjector(),
  new ActivitiesProjector(),
  new FilingRequirementsProjector(),
  new CalendarFeedsProjector(),
  new DocumentsProjector(),
  new NotificationsProjector(),
  // Writes the ownership graph too (docs/decisions/0056).
  new BeneficialOwnerResultsProjector(),
  new OwnershipHistoryProjector(),
  new EntityGraphProjector(),
  new TrashProjector(),
  new RecordHistoryProjector(),
  new EmailReminderPreferencesProjector(),
  new ApiTokensProjector(),
  new InvitationsProjector(),
  new IdHighWaterProjector(domainEventCatalogue().types()),
  // After every projector that names entities through EntityRefs: they read the names as of the batch's start.
  new EntityNamesProjector(),
];
