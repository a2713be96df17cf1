import { type GraphLink, type GraphNodeDocument, keyRankOf } from '../../projections/entity-graph.read-model';
import { rankKeyEntities } from './key-entities';

const link = (entityId: number, ownership: boolean, endDate: string | null = null): GraphLink => ({
  relationshipId: entityId * 1000,
  type: ownership ? 'shareholder' : 'director',
  ownershipPercentage: ownership ? 10 : null,
  entityId,
  ownership,
  endDate,
});
const node = (entityId: number, name: string, downstream: GraphLink[], upstream: GraphLink[] = []) => {
  const doc = {
    id: String(entityId),
    accountId: 7,
    entityId,
    name,
    nameKey: name.toLowerCase(),
    type: 'company',
    status: 'active',
    upstream,
    downstream,
    isRoot: true,
    ownedUntil: null,
    linked: true,
    keyRank: '',
  } as GraphNodeDocument;
  return { ...doc, keyRank: keyRankOf(doc) };
};

/** Candidates served a page at a time in keyRank order, counting the pages read. */
function pagesOf(nodes: GraphNodeDocument[], pageSize = 2) {
  const sorted = [...nodes].sort((a, b) => (a.keyRank < b.keyRank ? -1 : 1));
  const read = { pages: 0 };
  const candidates = async (offset: number) => {
    read.pages++;
    return sorted.slice(offset, offset + pageSize);
  };
  return { candidates, read };
}

describe('rankKeyEntities', () => {
  const today = '2026-06-01';

  it('ranks by links as of today, so an entity whose links ended drops below', async () => {
    const ended = Array.from({ length: 6 }, (_, i) => link(100 + i, true, '2025-12-31'));
    const nodes = [
      node(1, 'Formerly Big', ended),
      node(2, 'Holder', [link(10, true), link(11, true)]),
      node(3, 'Connected', [link(12, false), link(13, false), link(14, false)]),
      node(4, 'Alpha', [link(15, false)]),
    ];
    const { candidates } = pagesOf(nodes);
    const ranked = await rankKeyEntities(candidates, today, 3);
    expect(ranked.map((r) => [r.node.name, r.connectionCount, r.holdingsCount])).toEqual([
      ['Connected', 3, 0],
      ['Holder', 2, 2],
      ['Alpha', 1, 0],
    ]);
  });

  it('stops reading once no later candidate can enter the top', async () => {
    const nodes = [
      ...Array.from({ length: 5 }, (_, i) =>
        node(i + 1, `Top ${i}`, [link(50, true), link(51, true), link(52, true)]),
      ),
      ...Array.from({ length: 40 }, (_, i) => node(i + 10, `Small ${i}`, [link(60, false)])),
    ];
    const { candidates, read } = pagesOf(nodes);
    const ranked = await rankKeyEntities(candidates, today);
    expect(ranked.map((r) => r.node.name)).toEqual(['Top 0', 'Top 1', 'Top 2', 'Top 3', 'Top 4']);
    expect(read.pages).toBeLessThanOrEqual(4);
  });

  it('answers fewer when the account holds fewer entities', async () => {
    const { candidates } = pagesOf([node(1, 'Only', [])]);
    expect((await rankKeyEntities(candidates, today)).map((r) => r.node.name)).toEqual(['Only']);
  });
});
