import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { RestoreEntityHandler } from './commands/restore-entity/restore-entity.handler';
import { DeletionImpactReader } from './queries/deletion-impact/deletion-impact.reader';
import { TrashListReader } from './queries/list-trash/trash-list.reader';
import { TrashController } from './trash.controller';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [TrashController],
  providers: [RestoreEntityHandler, TrashListReader, DeletionImpactReader],
})
export class TrashModule {}
