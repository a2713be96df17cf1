import type { Projector } from '@ledgerline/projections';
import { allProjectors } from './projectors';

/** Whether some declared index of `collection` starts with `fields`, so a query on them never scans. */
const indexed = (projector: Projector, collection: string, fields: readonly string[]): boolean =>
  (projector.layouts?.[collection]?.indexes ?? []).some((index) =>
    fields.every((field, position) => index[position] === field),
  );

/** Collections an AccountClosed event does not delete by accountId (keyed by the account's id instead). */
const KEYED_BY_ACCOUNT = new Set(['user_account_plans']);
/** Installation-wide collections, which keep nothing of one account (the highest id per sequence). */
const INSTALLATION_WIDE = new Set(['id_high_water']);

/** The `[collection, idField]` pairs EntityRefs.follow rewrites on a rename, found by `{accountId, idField}`. */
const RENAME_FOLLOWERS: Record<string, [string, string][]> = {
  relationships: [
    ['relationships', 'sourceEntityId'],
    ['relationships', 'targetEntityId'],
  ],
  assets: [['assets', 'ownerEntityId']],
  'filing-requirements': [['filing_requirements', 'entityId']],
};

describe('read-model layouts: projections never scan a collection', () => {
  const projectors = allProjectors();

  it.each(projectors.filter((p) => p.handles.includes('AccountClosed')).map((p) => [p.name, p] as const))(
    '%s deletes a closed account by an index on accountId',
    (_name, projector) => {
      const unindexed = projector.collections.filter(
        (collection) =>
          !KEYED_BY_ACCOUNT.has(collection) &&
          !INSTALLATION_WIDE.has(collection) &&
          !indexed(projector, collection, ['accountId']),
      );
      expect(unindexed).toEqual([]);
    },
  );

  it.each(Object.entries(RENAME_FOLLOWERS))('%s follows a rename by an index', (name, links) => {
    const projector = projectors.find((p) => p.name === name);
    expect(projector).toBeDefined();
    for (const [collection, idField] of links)
      expect([collection, idField, indexed(projector!, collection, ['accountId', idField])]).toEqual([
        collection,
        idField,
        true,
      ]);
  });
});
