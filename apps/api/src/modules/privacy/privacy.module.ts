import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DocumentsModule } from '../documents/documents.module';
import { RegisterReadModule } from '../register-read.module';
import { ErasePersonalDataController } from './commands/erase-personal-data/erase-personal-data.controller';
import { ErasePersonalDataHandler } from './commands/erase-personal-data/erase-personal-data.handler';
import { personalDataKeysProvider } from './personal-data-keys.provider';
import { ErasureCandidatesController } from './queries/due-for-erasure/erasure-candidates.controller';
import { ErasureCandidatesReader } from './queries/due-for-erasure/erasure-candidates.reader';

/** POPIA: retention periods, the due-for-erasure list and erasing personal data (docs/decisions/0032). */
@Module({
  imports: [CqrsModule, RegisterReadModule, DocumentsModule],
  controllers: [ErasePersonalDataController, ErasureCandidatesController],
  providers: [personalDataKeysProvider, ErasePersonalDataHandler, ErasureCandidatesReader],
})
export class PrivacyModule {}
