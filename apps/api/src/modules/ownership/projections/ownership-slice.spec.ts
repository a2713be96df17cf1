import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BeneficialOwnerOptions,
  computeBeneficialOwners,
  type GraphRelationship,
  type OwnershipGraph,
  seededRandom,
} from '@ledgerline/ownership';
import {
  type DocumentFilter,
  type FindOptions,
  openSqliteReadStore,
  type ReadDocument,
  type ReadStoreReader,
  type SqliteReadStore,
} from '@ledgerline/projections';
import { ACCOUNT_ID } from '../../../testing/given-events';
import { controlledRegister, registerEvents } from '../../../testing/ownership-registers';
import { recorded } from '../../../testing/projection-harness';
import {
  OWNERSHIP_GRAPH,
  OwnershipGraphProjector,
  type OwnershipEntityDocument,
  type OwnershipLinkDocument,
} from './ownership-graph.projector';
import { downstreamOf, upstreamSlice } from './ownership-slice';

const SEEDS = Array.from({ length: 8 }, (_, k) => k + 1);
const ENTITIES = 240;
/** Some links of the registers ended in 2020: both days are asked. */
const OPTIONS: BeneficialOwnerOptions[] = [5, 10, 25, 50].flatMap((threshold) =>
  ['2019-06-01', '2025-06-01'].map((asOf) => ({ threshold, asOf })),
);

interface Register {
  seed: number;
  store: SqliteReadStore;
  /** The account's graph as the routes read it before slices: every document of the account. */
  whole: OwnershipGraph;
  targets: number[];
  /** The whole graph's answers, by target and option, computed once. */
  expected: Map<string, string>;
}

const dir = mkdtempSync(join(tmpdir(), 'ledgerline-ownership-slice-'));
const registers: Register[] = [];

beforeAll(async () => {
  for (const seed of SEEDS) {
    const store = openSqliteReadStore(join(dir, `register-${seed}.sqlite`));
    const projector = new OwnershipGraphProjector();
    await store.prepare(projector.collections, projector.layouts);
    await store.withCheckpoint('ownership-slice-spec', async (writer) => {
      for (const event of recorded(registerEvents(controlledRegister(seed, ENTITIES))))
        await projector.apply(event, writer);
      return null;
    });
    const whole = await wholeAccount(store);
    const targets = whole.entities.filter((e) => e.type !== 'individual').map((e) => e.id);
    registers.push({ seed, store, whole, targets, expected: new Map() });
  }
});

afterAll(async () => {
  for (const { store } of registers) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function wholeAccount(reader: ReadStoreReader): Promise<OwnershipGraph> {
  const [entities, links] = await Promise.all([
    reader.find<OwnershipEntityDocument>(OWNERSHIP_GRAPH.entities, { accountId: ACCOUNT_ID }),
    reader.find<OwnershipLinkDocument>(OWNERSHIP_GRAPH.links, { accountId: ACCOUNT_ID }),
  ]);
  return {
    entities: entities.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
    relationships: links.map((link) => ({ ...link, id: link.relationshipId })),
  };
}

/** Where the owners computed on `slice` differ from those on the whole graph, for every option. */
function differences(register: Register, slice: OwnershipGraph, targets: number[]): string[] {
  const expected = (target: number, options: BeneficialOwnerOptions) => {
    const key = `${target} ${options.threshold} ${String(options.asOf)}`;
    if (!register.expected.has(key))
      register.expected.set(key, JSON.stringify(computeBeneficialOwners(register.whole, target, options)));
    return register.expected.get(key);
  };
  return targets.flatMap((target) =>
    OPTIONS.filter(
      (options) =>
        JSON.stringify(computeBeneficialOwners(slice, target, options)) !== expected(target, options),
    ).map(({ threshold, asOf }) => `seed ${register.seed}, entity ${target}, ${threshold}% on ${asOf}`),
  );
}

/** The entities that reach `targets` through links that `edges` turns into (upstream, downstream) pairs. */
function sliceInMemory(
  graph: OwnershipGraph,
  targets: number[],
  edges: (link: GraphRelationship) => [number, number][],
): OwnershipGraph {
  const reached = new Set(targets);
  for (let grew = true; grew;) {
    grew = false;
    for (const link of graph.relationships)
      for (const [up, down] of edges(link))
        if (reached.has(down) && !reached.has(up)) {
          reached.add(up);
          grew = true;
        }
  }
  return {
    entities: graph.entities.filter((e) => reached.has(e.id)),
    relationships: graph.relationships.filter(
      (link) => reached.has(link.sourceEntityId) && reached.has(link.targetEntityId),
    ),
  };
}

describe('upstreamSlice: the part of the graph a beneficial-owner computation depends on', () => {
  it('gives every company and trust the owners the whole graph gives, at every threshold and date', async () => {
    const found: string[] = [];
    let compared = 0;
    for (const register of registers)
      for (const target of register.targets) {
        const slice = await upstreamSlice(register.store, OWNERSHIP_GRAPH, ACCOUNT_ID, [target]);
        found.push(...differences(register, slice, [target]));
        compared += OPTIONS.length;
      }
    expect(found).toEqual([]);
    expect(compared).toBeGreaterThan(8_000);
  });

  it('serves several targets at once, as the projector and deadline planning ask', async () => {
    const found: string[] = [];
    for (const register of registers) {
      const random = seededRandom(register.seed);
      for (let round = 0; round < 10; round++) {
        const targets = register.targets.filter(() => random() < 0.05);
        const slice = await upstreamSlice(register.store, OWNERSHIP_GRAPH, ACCOUNT_ID, targets);
        found.push(...differences(register, slice, targets));
      }
    }
    expect(found).toEqual([]);
  });

  it('reads the slice by the links’ ends, not the account', async () => {
    let sliceEntities = 0;
    let wholeEntities = 0;
    for (const register of registers)
      for (const target of register.targets) {
        const filters: DocumentFilter[] = [];
        let linksRead = 0;
        const reader: ReadStoreReader = {
          get: (collection, id) => register.store.get(collection, id),
          count: (collection, filter) => register.store.count(collection, filter),
          find: async <T extends ReadDocument>(
            collection: string,
            filter?: DocumentFilter,
            options?: FindOptions,
          ) => {
            filters.push(filter ?? {});
            const found = await register.store.find<T>(collection, filter, options);
            if (collection === OWNERSHIP_GRAPH.links) linksRead += found.length;
            return found;
          },
        };
        const slice = await upstreamSlice(reader, OWNERSHIP_GRAPH, ACCOUNT_ID, [target]);
        expect(filters.every((f) => 'sourceEntityId' in f || 'targetEntityId' in f || 'entityId' in f)).toBe(
          true,
        );
        // A subsidiary link is read from both of its ends; any other link once.
        expect(linksRead).toBeLessThanOrEqual(2 * slice.relationships.length);
        sliceEntities += slice.entities.length;
        wholeEntities += register.whole.entities.length;
      }
    expect(sliceEntities).toBeLessThan(wholeEntities / 4);
  });

  it('is put to the test: walks that miss a direction of a link give other owners on these registers', () => {
    const sourceToTarget = (link: GraphRelationship): [number, number][] => [
      [link.sourceEntityId, link.targetEntityId],
    ];
    // A subsidiary link followed only the way its share runs misses the control it confers.
    const sharesOnly = (link: GraphRelationship): [number, number][] =>
      link.type === 'subsidiary' ? [[link.targetEntityId, link.sourceEntityId]] : sourceToTarget(link);
    for (const edges of [sourceToTarget, sharesOnly]) {
      const found = registers.flatMap((register) =>
        register.targets.flatMap((target) =>
          differences(register, sliceInMemory(register.whole, [target], edges), [target]),
        ),
      );
      expect(found.length).toBeGreaterThan(0);
    }
  });
});

describe('downstreamOf: what a change can reach', () => {
  it('reaches what a walk over the whole graph reaches, a subsidiary link leading both ways', async () => {
    const both = (link: GraphRelationship): [number, number][] =>
      link.type === 'subsidiary'
        ? [
            [link.sourceEntityId, link.targetEntityId],
            [link.targetEntityId, link.sourceEntityId],
          ]
        : [[link.sourceEntityId, link.targetEntityId]];
    for (const register of registers) {
      const random = seededRandom(register.seed + 100);
      const { whole } = register;
      for (let round = 0; round < 20; round++) {
        const starts = whole.entities.filter(() => random() < 0.02).map((e) => e.id);
        // Downstream is upstream with every edge turned round.
        const expected = sliceInMemory(whole, starts, (link) => both(link).map(([up, down]) => [down, up]));
        const reached = await downstreamOf(register.store, OWNERSHIP_GRAPH, ACCOUNT_ID, starts);
        expect([...reached].sort((a, b) => a - b)).toEqual(
          expected.entities.map((e) => e.id).sort((a, b) => a - b),
        );
      }
    }
  });
});
