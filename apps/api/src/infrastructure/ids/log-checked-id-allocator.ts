import { Logger } from '@nestjs/common';
import type { IdAllocator } from '@ledgerline/events';
import type { ReadStoreReader } from '@ledgerline/projections';
import { ID_HIGH_WATER, type IdHighWaterDocument } from './id-high-water.projector';

const ATTEMPTS = 3;

/**
 * Never hands out an id at or below the highest one already in the log: a sequence found behind is raised
 * to the log's maximum first (and logged), so a reset sequence cannot give a newcomer an existing user's or
 * another account's id.
 */
export class LogCheckedIdAllocator implements IdAllocator {
  private readonly logger = new Logger('IdAllocator');

  constructor(
    private readonly inner: IdAllocator,
    private readonly log: Pick<ReadStoreReader, 'get'>,
  ) {}

  async next(sequence: string): Promise<number> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const [id, used] = await Promise.all([this.inner.next(sequence), this.highestUsed(sequence)]);
      if (id > used) return id;
      this.logger.warn(
        `The '${sequence}' sequence handed out ${id}, at or below ${used} in the log: raising it`,
      );
      await this.inner.raiseTo(sequence, used);
    }
    throw new Error(`The '${sequence}' id sequence keeps answering ids already in use`);
  }

  raiseTo(sequence: string, floor: number): Promise<void> {
    return this.inner.raiseTo(sequence, floor);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async highestUsed(sequence: string): Promise<number> {
    const doc = await this.log.get<IdHighWaterDocument>(ID_HIGH_WATER, sequence);
    return doc?.value ?? 0;
  }
}
