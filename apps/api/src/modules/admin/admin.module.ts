import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterReadModule } from '../register-read.module';
import { AdminUsersController } from './admin-users.controller';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { UserListReader } from './queries/list-users/user-list.reader';
import { InstallationAdminSeats } from './installation-admin-seats';

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [AdminUsersController],
  providers: [UpdateUserHandler, DeleteUserHandler, UserListReader, InstallationAdminSeats],
})
export class AdminModule {}
