import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterReadModule } from '../register-read.module';
import { AssetsController } from './assets.controller';
import { CreateAssetHandler } from './commands/create-asset/create-asset.handler';
import { DeleteAssetHandler } from './commands/delete-asset/delete-asset.handler';
import { UpdateAssetHandler } from './commands/update-asset/update-asset.handler';

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [AssetsController],
  providers: [CreateAssetHandler, UpdateAssetHandler, DeleteAssetHandler],
})
export class AssetsModule {}
