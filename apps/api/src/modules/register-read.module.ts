import { Module } from '@nestjs/common';
import { AccountRegisterService } from '../infrastructure/event-sourcing/account-register.service';
import { ActivitiesReader } from './activity/queries/activities.reader';
import { AssetsReader } from './assets/queries/assets.reader';
import { DashboardCountsReader } from './dashboard/queries/dashboard-counts.reader';
import { EntityRegisterReader } from './entities/queries/entity-register.reader';
import { EntityLimitReader } from './entities/queries/get-entity-limit/entity-limit.reader';
import { GroupsReader } from './groups/queries/groups.reader';
import { IdentityModule } from './identity/identity.module';
import { RelationshipsReader } from './relationships/queries/relationships.reader';

const shared = [
  AccountRegisterService,
  EntityRegisterReader,
  EntityLimitReader,
  DashboardCountsReader,
  RelationshipsReader,
  AssetsReader,
  GroupsReader,
  ActivitiesReader,
];

/** The account register's decision service and the readers the register's slices share. */
@Module({ imports: [IdentityModule], providers: shared, exports: [...shared, IdentityModule] })
export class RegisterReadModule {}
