import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { CreateEntityController } from './commands/create-entity/create-entity.controller';
import { CreateEntityHandler } from './commands/create-entity/create-entity.handler';
import { EntityLimitReader } from './queries/get-entity-limit/entity-limit.reader';
import { GetEntityLimitController } from './queries/get-entity-limit/get-entity-limit.controller';
import { GetEntityController } from './queries/get-entity/get-entity.controller';
import { GetEntityHandler } from './queries/get-entity/get-entity.handler';
import { ListEntitiesController } from './queries/list-entities/list-entities.controller';
import { ListEntitiesHandler } from './queries/list-entities/list-entities.handler';

@Module({
  imports: [CqrsModule, IdentityModule],
  // The static 'limit' route is registered before ':id' so it is not read as an id.
  controllers: [
    GetEntityLimitController,
    ListEntitiesController,
    CreateEntityController,
    GetEntityController,
  ],
  providers: [CreateEntityHandler, GetEntityHandler, ListEntitiesHandler, EntityLimitReader],
  exports: [EntityLimitReader],
})
export class EntitiesModule {}
