import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { CreateRelationshipHandler } from './commands/create-relationship/create-relationship.handler';
import { DeleteRelationshipHandler } from './commands/delete-relationship/delete-relationship.handler';
import { UpdateRelationshipHandler } from './commands/update-relationship/update-relationship.handler';
import { ShareAllocationController } from './queries/share-allocation/share-allocation.controller';
import { RelationshipsController } from './relationships.controller';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [RelationshipsController, ShareAllocationController],
  providers: [CreateRelationshipHandler, UpdateRelationshipHandler, DeleteRelationshipHandler],
})
export class RelationshipsModule {}
