import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeState, encodeState } from '../../../infrastructure/event-sourcing/snapshots/state-codec';
import {
  accountOpened,
  defaultGroupSet,
  documentUploaded,
  entityAddedToGroup,
  entityDeleted,
  entityRegistered,
  given,
  groupCreated,
  relationshipAdded,
  relationshipRemoved,
} from '../../../testing/given-events';
import { ACCOUNT_REGISTER_SNAPSHOT_VERSION, type AccountRegisterState } from './account-register.state';

/** The hash of the evolver's sources that ACCOUNT_REGISTER_SNAPSHOT_VERSION was last set for. */
const SOURCES_OF_VERSION: Record<number, string> = {
  1: '286959a29a4b5605',
  2: '65ad5dbd8b2380e4',
  3: '95df5e0eedefb38e',
  4: 'e71a98bb5154a4eb',
  5: 'b1c53aef73c0a9f3',
  6: 'ba1757628b54b7dc',
};

/** The state's file and every `*.evolve.ts` of the modules (other modules fold their facts in too). */
function evolverSources(dir = join(__dirname, '..', '..')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return evolverSources(path);
      return entry.name === 'account-register.state.ts' || entry.name.endsWith('.evolve.ts') ? [path] : [];
    })
    .sort();
}

const sourcesHash = () => {
  const hash = createHash('sha256');
  for (const path of evolverSources()) hash.update(relative(__dirname, path)).update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
};

/** Every map as its entries, so a decoded trie compares with the evolved one by content. */
const plain = (value: unknown): unknown => {
  if (
    value instanceof Map ||
    (value && typeof value === 'object' && Symbol.iterator in value && 'size' in value)
  )
    return [...(value as Iterable<unknown>)].map(plain);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
};

describe('account register snapshots (docs/decisions/0036)', () => {
  it('bumps the snapshot version with the evolver: if this fails, bump it if evolve changed, then the hash', () => {
    expect(`${ACCOUNT_REGISTER_SNAPSHOT_VERSION}:${sourcesHash()}`).toBe(
      `${ACCOUNT_REGISTER_SNAPSHOT_VERSION}:${SOURCES_OF_VERSION[ACCOUNT_REGISTER_SNAPSHOT_VERSION]}`,
    );
  });

  it('decodes to the state it encoded: maps, group members, trash, counters, members and invitations', () => {
    const state = given(
      accountOpened('enterprise'),
      groupCreated(1, 'All'),
      defaultGroupSet(1),
      entityRegistered(10, 'company', 'Karoo Holdings', { incorporationDate: '2019-02-28' }),
      entityRegistered(40_000, 'individual', 'Thandi'),
      entityAddedToGroup(1, 10),
      entityAddedToGroup(1, 40_000),
      relationshipAdded(5, { sourceEntityId: 40_000, targetEntityId: 10, ownershipPercentage: 30 }),
      relationshipAdded(6, { sourceEntityId: 10, targetEntityId: 40_000 }),
      documentUploaded(7, 1024, 10),
      relationshipRemoved(6, 'entity_deleted'),
      entityDeleted(40_000, 'individual'),
      { type: 'MemberJoined', data: { accountId: 7, userId: 2, role: 'viewer', invitationId: 'a' } },
      {
        type: 'MemberInvited',
        data: {
          accountId: 7,
          invitationId: 'b',
          email: 'b@example.co.za',
          role: 'editor',
          tokenHash: 'hash-b',
          invitedByUserId: 1,
          expiresAt: '2026-03-09T08:00:00.000Z',
        },
      },
    );
    const decoded = decodeState<AccountRegisterState>(encodeState(state));
    expect(decoded.members.get(2)).toBe('viewer');
    expect(decoded.invitations.get('b')?.tokenHash).toBe('hash-b');
    expect(plain(decoded)).toEqual(plain(state));
    expect(decoded.groups.get(1)?.members.has(10)).toBe(true);
    expect(decoded.trash.get(40_000)?.relationships.get(6)?.targetEntityId).toBe(40_000);
    expect([...(decoded.relationshipIdsByEntity.get(10) ?? [])]).toEqual([5]);
  });
});
