import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { DocumentsModule } from '../documents/documents.module';
import { RegisterReadModule } from '../register-read.module';
import { LoadDemoDataController } from './commands/load-demo-data/load-demo-data.controller';
import { LoadDemoDataHandler } from './commands/load-demo-data/load-demo-data.handler';

/** Demo data: the Protea group, from the dashboard's empty state or `npm run seed`. */
@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule, DocumentsModule],
  controllers: [LoadDemoDataController],
  providers: [LoadDemoDataHandler],
})
export class DemoDataModule {}
