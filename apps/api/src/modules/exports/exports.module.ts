import { Module } from '@nestjs/common';
import { SubscriptionReader } from '../accounts/queries/get-subscription/subscription.reader';
import { RegisterReadModule } from '../register-read.module';
import { ExportsController } from './exports.controller';

@Module({ imports: [RegisterReadModule], controllers: [ExportsController], providers: [SubscriptionReader] })
export class ExportsModule {}
