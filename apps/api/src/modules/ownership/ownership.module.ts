import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { RegisterReadModule } from '../register-read.module';
import { BeneficialOwnersController } from './beneficial-owners.controller';
import { BeneficialOwnersAt } from './beneficial-owners-at';
import { OwnershipSlicesAt } from './ownership-slices-at';
import { UpstreamSliceCache } from './upstream-slice-cache';

@Module({
  imports: [RegisterReadModule, DocumentsModule],
  controllers: [BeneficialOwnersController],
  providers: [UpstreamSliceCache, OwnershipSlicesAt, BeneficialOwnersAt],
  exports: [UpstreamSliceCache, OwnershipSlicesAt, BeneficialOwnersAt],
})
export class OwnershipModule {}
