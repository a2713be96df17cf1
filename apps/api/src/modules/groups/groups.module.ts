import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterReadModule } from '../register-read.module';
import { AddGroupMemberHandler } from './commands/add-group-member/add-group-member.handler';
import { CreateGroupHandler } from './commands/create-group/create-group.handler';
import { DeleteGroupHandler } from './commands/delete-group/delete-group.handler';
import { RemoveGroupMemberHandler } from './commands/remove-group-member/remove-group-member.handler';
import { SetDefaultGroupHandler } from './commands/set-default-group/set-default-group.handler';
import { UpdateGroupHandler } from './commands/update-group/update-group.handler';
import { GroupsController } from './groups.controller';

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [GroupsController],
  providers: [
    CreateGroupHandler,
    UpdateGroupHandler,
    DeleteGroupHandler,
    SetDefaultGroupHandler,
    AddGroupMemberHandler,
    RemoveGroupMemberHandler,
  ],
})
export class GroupsModule {}
