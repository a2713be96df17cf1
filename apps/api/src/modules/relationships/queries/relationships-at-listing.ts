import type { AsOfQuery, RelationshipView } from '@ledgerline/contracts';
import type { ReadStoreReader } from '@ledgerline/projections';
import { DomainError, notFound } from '../../../shared/domain-error';
import { type Listing, listing } from '../../../shared/listing';
import { assertEntityOf } from '../../entities/queries/entity-access';
import { everKnown, KNOWN_NOW } from '../../ownership/projections/known-at-slice';
import {
  RELATIONSHIP_ENDS,
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../projections/relationship.read-model';
import type { ListRelationshipsQuery, RelationshipSort } from './list-relationships/list-relationships.query';
import { inForceOn, relationshipsKnownAt } from './relationships-at';
import { toRelationshipView } from './relationships.reader';

type Key = (view: RelationshipView, entityId?: number) => (string | number | boolean | null)[];
const KEYS: Record<RelationshipSort | 'fromEntityFirst', Key> = {
  createdAt: (v) => [v.id],
  type: (v) => [v.type, v.id],
  ownershipPercentage: (v) => [v.ownershipPercentage, v.id],
  startDate: (v) => [v.startDate, v.id],
  fromEntityFirst: (v, entityId) => [v.sourceEntityId === entityId, v.id],
};

const compare = (
  a: (string | number | boolean | null)[],
  b: (string | number | boolean | null)[],
): number => {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    // Nulls first ascending, as the read store sorts them.
    if (a[i] === null) return -1;
    if (b[i] === null) return 1;
    return (a[i] as string | number) < (b[i] as string | number) ? -1 : 1;
  }
  return 0;
};

/**
 * The relationship lists with `asOf` (links in force on that day by their effective dates) and/or `knownAt`
 * (the register as it stood then, from the link version history): one entity's or the account's links read
 * whole, filtered, sorted and paged in memory, in the orders the indexed lists offer. Word search stays on the
 * current lists: `q` with either is a 400 naming it (docs/decisions/0033). `timeZone` (the account's) dates a
 * change without `effectiveAt`.
 */
export async function listRelationshipsAt(
  readStore: ReadStoreReader,
  accountId: number,
  query: ListRelationshipsQuery,
  defaultOrder: 'newestFirst' | 'fromEntityFirst',
  timeZone: string,
): Promise<Listing<RelationshipView>> {
  if (query.q !== undefined) {
    const message = 'q cannot be combined with asOf or knownAt';
    throw new DomainError('invalid', 'RELATIONSHIP.SEARCH_AS_OF', message, [{ field: 'q', message }]);
  }
  const { entityId, asOf, knownAt } = query;
  const views = await (knownAt === undefined && asOf === undefined
    ? current(readStore, accountId, entityId)
    : known(readStore, accountId, { knownAt, asOf }, timeZone, entityId));
  const rows = views.filter(
    (view) =>
      (asOf === undefined || inForceOn(view, asOf)) &&
      (query.type === undefined || view.type === query.type) &&
      (query.status === undefined || view.isActive === (query.status === 'active')),
  );
  const sort = query.sort ?? (defaultOrder === 'fromEntityFirst' ? 'fromEntityFirst' : 'createdAt');
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  rows.sort((a, b) => direction * compare(KEYS[sort](a, entityId), KEYS[sort](b, entityId)));
  return listing(rows.length, query, async (limit, offset) => rows.slice(offset, offset + limit));
}

async function current(readStore: ReadStoreReader, accountId: number, entityId?: number) {
  if (entityId === undefined)
    return (await readStore.find<RelationshipDocument>(RELATIONSHIPS, { accountId })).map(toRelationshipView);
  await assertEntityOf(readStore, accountId, entityId);
  const ends = await readStore.find<RelationshipDocument>(RELATIONSHIP_ENDS, { accountId, entityId });
  return ends.map(toRelationshipView);
}

/** As known at a moment (a deleted entity's links too) or now, each link as in force on `asOf` if given. */
async function known(
  readStore: ReadStoreReader,
  accountId: number,
  at: AsOfQuery,
  timeZone: string,
  entityId?: number,
) {
  if (entityId !== undefined && at.knownAt === undefined)
    await assertEntityOf(readStore, accountId, entityId);
  else if (entityId !== undefined && !(await everKnown(readStore, accountId, entityId)))
    throw notFound('Entity');
  const on = at.asOf === undefined ? undefined : { day: at.asOf, timeZone };
  return relationshipsKnownAt(readStore, accountId, at.knownAt ?? KNOWN_NOW, { entityId }, on);
}
