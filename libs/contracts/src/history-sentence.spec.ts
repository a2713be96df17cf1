import { historySentences } from './history-sentence';
import type { RecordChangeView } from './record-history.schema';

const filingAdded = (requirementType: string): RecordChangeView => ({
  id: 'e1',
  position: 1,
  eventType: 'FilingRequirementAdded',
  kind: 'created',
  recordedAt: '2026-11-25T08:00:00Z',
  effectiveAt: '2027-04-15',
  actor: { id: null, name: null, username: null },
  record: {
    type: 'filing',
    id: 7,
    name: requirementType,
    entityType: null,
    relationshipType: null,
    entities: [{ id: 1, name: 'Acme Holdings', type: 'company' }],
    removed: false,
  },
  changes: null,
  fields: null,
  reason: null,
  changeReason: null,
  evidence: null,
});

describe('history sentences for filings', () => {
  const { historySentence } = historySentences('Africa/Johannesburg');

  it('names the kind of filing once, whether or not the kind already says filing', () => {
    expect(historySentence(filingAdded('annual_return'))).toBe(
      'Annual return filing for Acme Holdings was added, effective 15 April 2027, recorded by the system on 25 November 2026',
    );
    expect(historySentence(filingAdded('beneficial_ownership_filing'))).toBe(
      'Beneficial ownership filing for Acme Holdings was added, effective 15 April 2027, recorded by the system on 25 November 2026',
    );
  });
});

describe('history sentences for renamed records', () => {
  const { historySentence } = historySentences('Africa/Johannesburg');

  it('names an entity as it was named when the change was made, and as it is now', () => {
    const change = filingAdded('annual_return');
    const renamed: RecordChangeView = {
      ...change,
      record: {
        ...change.record,
        entities: [{ id: 1, name: 'Protea Holdings', nameThen: 'Acme Holdings', type: 'company' }],
      },
    };
    expect(historySentence(renamed)).toMatch(
      /^Annual return filing for Acme Holdings \(now Protea Holdings\) was added/,
    );
  });
});

describe('history sentences for deleted links', () => {
  const { historySentence } = historySentences('Africa/Johannesburg');
  const removal = (reason: string | null): RecordChangeView => ({
    ...filingAdded('annual_return'),
    eventType: 'RelationshipRemoved',
    kind: 'removed',
    effectiveAt: null,
    actor: { id: 3, name: 'secretary', username: 'secretary' },
    record: {
      type: 'relationship',
      id: 9,
      name: 'shareholder',
      entityType: null,
      relationshipType: 'shareholder',
      entities: [
        { id: 2, name: 'Thandi Nkosi', type: 'individual' },
        { id: 1, name: 'Acme Holdings', type: 'company' },
      ],
      removed: true,
    },
    reason,
  });

  it('tells a deleted link as a correction recorded that day, not an ownership change effective then', () => {
    expect(historySentence(removal('deleted'))).toBe(
      "Thandi Nkosi's shareholding in Acme Holdings was removed as recorded in error, recorded by secretary on 25 November 2026",
    );
    // The ownership timeline's items carry no removal reason: a deletion reads the same there.
    expect(historySentence(removal(null))).toBe(historySentence(removal('deleted')));
  });

  it('keeps saying a link went with its entity', () => {
    expect(historySentence(removal('entity_deleted'))).toMatch(/was removed with its entity, recorded by/);
  });
});
