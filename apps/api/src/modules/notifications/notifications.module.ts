import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { NotificationsController } from './notifications.controller';
import { NotificationListReader } from './queries/list-notifications/notification-list.reader';

@Module({
  imports: [IdentityModule],
  controllers: [NotificationsController],
  providers: [NotificationListReader],
})
export class NotificationsModule {}
