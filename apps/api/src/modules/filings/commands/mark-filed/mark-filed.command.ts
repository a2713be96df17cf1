import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

/** One outcome per filing asked for, in the order asked. */
export interface MarkFiledResult {
  id: number;
  outcome: 'submitted' | 'already_submitted' | 'not_found' | 'refused';
  message?: string;
}

/** Bulk "Mark as filed" for history: each filing is marked submitted by its own command. */
export class MarkFiledCommand extends Command<MarkFiledResult[]> {
  constructor(
    readonly actor: Actor,
    readonly filingIds: readonly number[],
    readonly submissionDate: string | null,
    readonly today: string,
  ) {
    super();
  }
}
