import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_BODS_SCHEMA, bodsValidators, schemaMessages } from './bods-schema';
import { SHARED_BODS_AVAILABLE, SHARED_BODS_DIR, sharedBodsSchema } from './testing/shared-bods-schema';

const statement = (interest: object) => ({
  statementId: 'a3f1c2d4-0000-5000-8000-000000000001',
  statementDate: '2025-03-03',
  declarationSubject: 'c1',
  recordId: 'r1',
  recordType: 'relationship',
  recordDetails: { isComponent: false, subject: 'c1', interestedParty: 'p1', interests: [interest] },
});

if (!SHARED_BODS_AVAILABLE)
  console.log(`skipped: the copy/original comparison, no shared BODS 0.4 schema at ${SHARED_BODS_DIR}`);

describe('the BODS 0.4 schema', () => {
  (SHARED_BODS_AVAILABLE ? it : it.skip)('the copy in the repository is the shared original', () => {
    for (const file of ['statement', 'components', 'entity-record', 'person-record', 'relationship-record'])
      expect(readFileSync(join(__dirname, 'schema', `${file}.json`), 'utf8')).toBe(
        readFileSync(join(SHARED_BODS_DIR, `${file}.json`), 'utf8'),
      );
    expect(BUNDLED_BODS_SCHEMA.statement).toEqual(sharedBodsSchema().statement);
  });

  it('accepts a valid statement and refuses a share over 100% and a short statement id', () => {
    const { statements } = bodsValidators(sharedBodsSchema());
    expect(statements([statement({ type: 'shareholding', share: { exact: 40 } })])).toBe(true);
    expect(statements([statement({ type: 'shareholding', share: { exact: 140 } })])).toBe(false);
    expect(schemaMessages(statements.errors)).toContain('/0/recordDetails/interests/0/share/exact');
    expect(statements([{ ...statement({ type: 'trustee' }), statementId: 'short' }])).toBe(false);
    expect(statements([statement({ type: 'owner' })])).toBe(false);
  });
});
