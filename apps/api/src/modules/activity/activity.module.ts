import { Module } from '@nestjs/common';
import { RegisterReadModule } from '../register-read.module';
import { ActivitiesController } from './activities.controller';

@Module({ imports: [RegisterReadModule], controllers: [ActivitiesController] })
export class ActivityModule {}
