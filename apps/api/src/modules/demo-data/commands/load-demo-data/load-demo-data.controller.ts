import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import type { DemoCounts } from '../../domain/demo-plan';
import { LoadDemoDataCommand } from './load-demo-data.command';

/** POST /api/demo-data: the "Load demo data" button of an empty dashboard; 409 once the account has records. */
@Controller('demo-data')
@UseGuards(AuthenticatedGuard)
export class LoadDemoDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  async load(@CurrentActor() actor: Actor): Promise<{ created: DemoCounts }> {
    return { created: await this.commands.execute(new LoadDemoDataCommand(actor)) };
  }
}
