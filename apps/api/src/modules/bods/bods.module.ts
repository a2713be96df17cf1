import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { BodsExportController } from './export/bods-export.controller';
import { CompanyNetworkReader } from './export/company-network.reader';
import { RegisterStatementsReader } from './export/register-statements.reader';
import { ImportBodsController } from './import/import-bods.controller';
import { ImportBodsHandler } from './import/import-bods.handler';

/** BODS 0.4 export and import (docs/decisions/0030). */
@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [BodsExportController, ImportBodsController],
  providers: [RegisterStatementsReader, CompanyNetworkReader, ImportBodsHandler],
})
export class BodsModule {}
