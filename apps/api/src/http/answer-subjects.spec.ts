import { answerSubjects } from './answer-subjects';

describe('the entities a kept idempotent answer carries (docs/decisions/0032)', () => {
  it('finds the created individual, the path entity and the linked entities, and nothing else', () => {
    const individual = JSON.stringify({ id: 12, type: 'individual', name: 'Thandi' });
    expect(answerSubjects('/api/entities', { type: 'individual' }, individual)).toEqual([12]);
    expect(answerSubjects('/api/entities/12/details?x=1', {}, '{"entityId":12,"idNumber":"1"}')).toEqual([
      12,
    ]);
    const link = JSON.stringify({ id: 40, sourceEntityId: 12, targetEntityId: 3, notes: 'n' });
    expect(answerSubjects('/api/relationships', {}, link).sort()).toEqual([12, 3].sort());
    expect(answerSubjects('/api/individuals/12/erase', {}, '{"entityId":12,"erased":true}')).toEqual([12]);
  });

  it('does not take a company id, a record id or a text for a person', () => {
    expect(answerSubjects('/api/entities', {}, JSON.stringify({ id: 5, type: 'company' }))).toEqual([]);
    expect(answerSubjects('/api/groups/7/members', {}, 'not json')).toEqual([]);
    expect(answerSubjects('/api/entities', {}, '{"entityId":"12"}')).toEqual([]);
  });
});
