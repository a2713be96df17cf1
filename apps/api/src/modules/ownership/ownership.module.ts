import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { RegisterReadModule } from '../register-read.module';
import { BeneficialOwnersController } from './beneficial-owners.controller';

@Module({ imports: [RegisterReadModule, DocumentsModule], controllers: [BeneficialOwnersController] })
export class OwnershipModule {}
