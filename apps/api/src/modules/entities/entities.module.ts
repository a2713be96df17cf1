import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { CreateEntityController } from './commands/create-entity/create-entity.controller';
import { CreateEntityHandler } from './commands/create-entity/create-entity.handler';
import { DeleteEntityController } from './commands/delete-entity/delete-entity.controller';
import { DeleteEntityHandler } from './commands/delete-entity/delete-entity.handler';
import { RecordIndividualDetailsController } from './commands/record-individual-details/record-individual-details.controller';
import { RecordIndividualDetailsHandler } from './commands/record-individual-details/record-individual-details.handler';
import { UpdateEntityController } from './commands/update-entity/update-entity.controller';
import { UpdateEntityHandler } from './commands/update-entity/update-entity.handler';
import { EntityAtReader } from './queries/entity-at/entity-at.reader';
import { EntityGraphController } from './queries/entity-graph/entity-graph.controller';
import { GraphIndexReader } from './queries/entity-graph/graph-index.reader';
import { GraphSnapshots } from './queries/entity-graph/graph-snapshots';
import { EntityQueriesController } from './queries/entity-queries/entity-queries.controller';
import { EntityListReader } from './queries/list-entities/entity-list.reader';
import { GRAPH_SEED_ENABLED, GraphSeedController } from './testing/graph-seed.controller';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [
    EntityGraphController,
    EntityQueriesController,
    CreateEntityController,
    UpdateEntityController,
    DeleteEntityController,
    RecordIndividualDetailsController,
    ...(GRAPH_SEED_ENABLED ? [GraphSeedController] : []),
  ],
  providers: [
    CreateEntityHandler,
    UpdateEntityHandler,
    DeleteEntityHandler,
    RecordIndividualDetailsHandler,
    EntityListReader,
    GraphIndexReader,
    EntityAtReader,
    GraphSnapshots,
  ],
})
export class EntitiesModule {}
