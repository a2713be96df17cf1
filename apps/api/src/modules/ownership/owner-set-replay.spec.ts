import { OwnerSetReplay } from './owner-set-replay';
import type { EntityVersionDocument, LinkVersionDocument } from './projections/ownership-history.projector';

let position = 0;
const entity = (entityId: number, type: EntityVersionDocument['type'] = 'company') =>
  ({
    id: `${entityId}@${++position}`,
    entityId,
    name: `E${entityId}`,
    type,
    position,
    removed: false,
  }) as EntityVersionDocument;
const link = (
  relationshipId: number,
  sourceEntityId: number,
  targetEntityId: number,
  fields: Partial<LinkVersionDocument> = {},
) =>
  ({
    id: `${relationshipId}@${++position}`,
    relationshipId,
    sourceEntityId,
    targetEntityId,
    type: 'shareholder',
    ownershipPercentage: 40,
    isActive: true,
    startDate: null,
    endDate: null,
    notes: null,
    position,
    removed: false,
    ...fields,
  }) as LinkVersionDocument;

const idsOf = (replay: OwnerSetReplay, day: string) => {
  const graph = replay.graphOn(1, day)!;
  return [graph.entities.map((e) => e.id).sort(), graph.relationships.map((r) => r.id)];
};

describe('OwnerSetReplay', () => {
  it('builds the part upstream of the target through the links in force that day', () => {
    const entities = [1, 2, 3, 4, 9].map((id) => entity(id, id === 2 ? 'individual' : 'company'));
    const links = [
      link(10, 2, 1),
      link(11, 3, 1, { startDate: '2025-03-01' }),
      link(12, 4, 3),
      link(13, 1, 9), // downstream of the target
      link(14, 4, 1, { isActive: false }),
      link(15, 1, 4, { type: 'subsidiary' }), // a subsidiary's target holds its source: upstream
    ];
    const replay = new OwnerSetReplay(links, entities);
    replay.advanceTo(position);
    expect(idsOf(replay, '2025-02-28')).toEqual([
      [1, 2, 4],
      [10, 15],
    ]);
    expect(idsOf(replay, '2025-03-01')).toEqual([
      [1, 2, 3, 4],
      [10, 11, 12, 15],
    ]);
  });

  it('keeps its graph on the days the dates of the links it met allow, to the day', () => {
    const entities = [entity(1), entity(2, 'individual'), entity(3, 'individual')];
    const replay = new OwnerSetReplay(
      [
        link(10, 2, 1, { startDate: '2025-03-01', endDate: '2025-06-30' }),
        link(11, 3, 1, { endDate: '2024-12-31' }),
      ],
      entities,
    );
    replay.advanceTo(position);
    replay.graphOn(1, '2025-04-01');
    expect(['2025-03-01', '2025-04-15', '2025-06-30'].map((d) => replay.unchangedOn(d))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['2024-12-31', '2025-02-28', '2025-07-01'].map((d) => replay.unchangedOn(d))).toEqual([
      false,
      false,
      false,
    ]);
    replay.graphOn(1, '2025-07-01');
    expect(['2025-07-01', '2030-01-01'].map((d) => replay.unchangedOn(d))).toEqual([true, true]);
    expect(replay.unchangedOn('2025-06-30')).toBe(false);
    replay.graphOn(1, '2024-12-31');
    expect(['2024-01-01', '2024-12-31'].map((d) => replay.unchangedOn(d))).toEqual([true, true]);
    expect(replay.unchangedOn('2025-01-01')).toBe(false);
  });

  it('walks again after a change to what the last walk met, and only then', () => {
    const versions = [entity(1), entity(2, 'individual'), entity(3)];
    const links = [link(10, 2, 1), link(11, 2, 3)];
    const waiting = link(12, 5, 1); // its holder is not registered yet
    links.push(waiting, link(11, 2, 3, { notes: 'x' }));
    const other = entity(6);
    const edited = link(10, 2, 1, { notes: 'y' });
    const late = entity(5);
    const replay = new OwnerSetReplay([...links, edited], [...versions, other, late]);
    replay.advanceTo(waiting.position);
    replay.graphOn(1, '2025-01-01');
    replay.advanceTo(other.position); // 11 edited, 6 registered: neither met from 1
    expect(replay.unchangedOn('2025-01-01')).toBe(true);
    replay.advanceTo(edited.position);
    expect(replay.unchangedOn('2025-01-01')).toBe(false);
    expect(idsOf(replay, '2025-01-01')).toEqual([[1, 2], [10]]);
    replay.advanceTo(late.position); // 5 registered: link 12 now counts
    expect(replay.unchangedOn('2025-01-01')).toBe(false);
    expect(idsOf(replay, '2025-01-01')).toEqual([
      [1, 2, 5],
      [10, 12],
    ]);
  });
});
