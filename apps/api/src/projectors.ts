import type { Projector } from '@ledgerline/projections';
import { AccountsProjector } from './modules/accounts/projections/accounts.projector';
import { DashboardItemsProjector } from './modules/dashboard/projections/dashboard-items.projector';
import { EntitiesProjector } from './modules/entities/projections/entities.projector';
import { UsersProjector } from './modules/identity/projections/users.projector';

/** Every read model of the product; the runner, the rebuild command and the benchmarks use this list. */
export const allProjectors = (): Projector[] => [
  new UsersProjector(),
  new AccountsProjector(),
  new EntitiesProjector(),
  new DashboardItemsProjector(),
];
