import { Module } from '@nestjs/common';
import { AccountRegisterService } from '../infrastructure/event-sourcing/account-register.service';
import { ActivitiesReader } from './activity/queries/activities.reader';
import { AssetsReader } from './assets/queries/assets.reader';
import { AssetListReader } from './assets/queries/list-assets/asset-list.reader';
import { DashboardCountsReader } from './dashboard/queries/dashboard-counts.reader';
import { EntityRegisterReader } from './entities/queries/entity-register.reader';
import { EntityLimitReader } from './entities/queries/get-entity-limit/entity-limit.reader';
import { GroupsReader } from './groups/queries/groups.reader';
import { EditVersions } from './history/edit-versions';
import { IdentityModule } from './identity/identity.module';
import { RelationshipListReader } from './relationships/queries/list-relationships/relationship-list.reader';
import { RelationshipsReader } from './relationships/queries/relationships.reader';

const shared = [
  AccountRegisterService,
  EntityRegisterReader,
  EntityLimitReader,
  DashboardCountsReader,
  RelationshipsReader,
  RelationshipListReader,
  AssetsReader,
  AssetListReader,
  GroupsReader,
  ActivitiesReader,
  EditVersions,
];

/** The account register's decision service and the readers the register's slices share. */
@Module({ imports: [IdentityModule], providers: shared, exports: [...shared, IdentityModule] })
export class RegisterReadModule {}
