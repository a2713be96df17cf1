import { Module } from '@nestjs/common';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { ImportJobRunner } from './jobs/import-job.runner';
import { ImportJobStore } from './jobs/import-job.store';
import { SpreadsheetImportController } from './spreadsheet-import.controller';
import { SpreadsheetImportService } from './spreadsheet-import.service';

/** Companies, individuals, trusts, relationships and assets from CSV and .xlsx (docs/decisions/0043). */
@Module({
  imports: [RegisterReadModule, DeadlinesModule],
  controllers: [SpreadsheetImportController],
  providers: [ImportJobStore, ImportJobRunner, SpreadsheetImportService],
  exports: [SpreadsheetImportService, ImportJobRunner, ImportJobStore],
})
export class SpreadsheetImportModule {}
