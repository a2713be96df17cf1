import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import type { DemoCounts } from '../../domain/demo-plan';

/** One step done of `total`, for the command line's progress bar. */
export type DemoProgress = (done: number, total: number, what: string) => void;

export class LoadDemoDataCommand extends Command<DemoCounts> {
  constructor(
    readonly actor: Actor,
    readonly onProgress: DemoProgress = () => undefined,
  ) {
    super();
  }
}
