import { Inject, Injectable } from '@nestjs/common';
import type { ActivityView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ACTIVITIES } from '../projections/activities.projector';

type ActivityDocument = ActivityView & { accountId: number; position: number; [key: string]: unknown };

@Injectable()
export class ActivitiesReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async recent(accountId: number, limit: number): Promise<ActivityView[]> {
    const docs = await this.readStore.find<ActivityDocument>(
      ACTIVITIES,
      { accountId },
      {
        sort: [{ field: 'position', direction: 'desc' }],
        limit,
      },
    );
    return docs.map(({ accountId: _a, position: _p, ...activity }) => activity);
  }
}
