import {
  accountOpened,
  entityRegistered,
  given,
  individualDetailsRecorded,
  relationshipAdded,
} from '../../testing/given-events';
import { previewImport } from './import-preview';
import type { ParsedSheet } from './spreadsheet-reader';

const TODAY = '2025-06-01';
const sheet = (kind: ParsedSheet['kind'], rows: Record<string, string>[]): ParsedSheet => ({
  kind,
  headers: {},
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
});
const summary = (sheets: ParsedSheet[], state = given(accountOpened('pro'))) =>
  previewImport(sheets[0].kind, sheets, state, TODAY).report.rows.map((r) => ({
    row: `${r.kind}:${r.row}`,
    action: r.action,
    recordId: r.recordId,
    problems: r.problems,
  }));

describe('classifying the rows of a file', () => {
  const register = given(
    accountOpened('pro'),
    entityRegistered(10, 'company', 'Acme Holdings', { registrationNumber: '2015/000001/07' }),
    entityRegistered(11, 'individual', 'Thandi Nkosi'),
    individualDetailsRecorded(11, { idNumber: { from: null, to: '8001015009087' } }),
    entityRegistered(12, 'company', 'Thandi Nkosi'),
    relationshipAdded(50, { sourceEntityId: 11, targetEntityId: 10, ownershipPercentage: 20 }),
  );

  it('matches existing records by registration number, ID number or exact name and type; creates the rest', () => {
    const rows = summary(
      [
        sheet('companies', [
          { name: 'Acme Renamed', registrationNumber: '2015/000001/07' },
          { name: 'acme holdings' },
          { name: 'New Co' },
        ]),
        sheet('individuals', [{ name: 'T. Nkosi', idNumber: '8001015009087' }, { name: 'Sipho Dlamini' }]),
      ],
      register,
    );
    expect(rows.map((r) => [r.row, r.action, r.recordId])).toEqual([
      ['companies:2', 'match', 10],
      ['companies:3', 'match', 10],
      ['companies:4', 'create', null],
      ['individuals:2', 'match', 11],
      ['individuals:3', 'create', null],
    ]);
  });

  it("names each problem by its column with the shared schemas' messages, and repeated rows by the first", () => {
    const rows = summary([
      sheet('trusts', [
        { name: 'Smith Trust', trustType: 'family', registrationNumber: 'IT12' },
        { name: 'Jones Trust', trustType: 'Family', trustDeedDate: '13/03/2015' },
        { name: 'Jones Trust', trustType: 'pet' },
      ]),
    ]);
    expect(rows.map((r) => [r.action, r.problems])).toEqual([
      [
        'problem',
        [{ column: 'Trust Number', message: expect.stringContaining('Trust number must be in the format') }],
      ],
      ['create', []],
      [
        'problem',
        [
          { column: 'Trust Type', message: expect.stringMatching(/^Trust type must be one of /) },
          { column: 'Trust Name', message: 'Same name as row 3' },
        ],
      ],
    ]);
  });

  it('links rows of the same file and records of the register; a broken, unknown or ambiguous end is a problem', () => {
    const rows = summary(
      [
        sheet('relationships', [
          { source: '8001015009087', type: 'director', target: 'Fresh Co' },
          { source: 'Sipho Dlamini', type: 'shareholder', target: '#10', ownershipPercentage: '30%' },
          { source: 'Nobody', type: 'shareholder', target: 'Acme Holdings' },
          { source: 'Broken Co', type: 'shareholder', target: 'Acme Holdings' },
          { source: 'Thandi Nkosi', type: 'director', target: 'Acme Holdings' },
          {
            source: '8001015009087',
            type: 'shareholder',
            target: 'Acme Holdings',
            ownershipPercentage: '20',
          },
        ]),
        sheet('companies', [{ name: 'Fresh Co' }, { name: 'Broken Co', email: 'nope' }]),
        sheet('individuals', [{ name: 'Sipho Dlamini' }]),
      ],
      register,
    );
    expect(rows.slice(3)).toEqual([
      { row: 'relationships:2', action: 'create', recordId: null, problems: [] },
      { row: 'relationships:3', action: 'create', recordId: null, problems: [] },
      {
        row: 'relationships:4',
        action: 'problem',
        recordId: null,
        problems: [{ column: 'Source', message: 'No entity "Nobody" in the file or your register' }],
      },
      {
        row: 'relationships:5',
        action: 'problem',
        recordId: null,
        problems: [
          { column: 'Source', message: '"Broken Co" is row 3 of the companies, which has problems' },
        ],
      },
      {
        row: 'relationships:6',
        action: 'problem',
        recordId: null,
        problems: [
          {
            column: 'Source',
            message: '"Thandi Nkosi" names 2 entities; use the registration or ID number instead',
          },
        ],
      },
      { row: 'relationships:7', action: 'match', recordId: 50, problems: [] },
    ]);
  });

  it("runs the rows through the register's deciders: a holding past 100% is a problem of its row", () => {
    const rows = summary(
      [
        sheet('relationships', [
          {
            source: 'Sipho Dlamini',
            type: 'shareholder',
            target: 'Acme Holdings',
            ownershipPercentage: '70',
          },
          {
            source: 'Lindiwe Mokoena',
            type: 'shareholder',
            target: 'Acme Holdings',
            ownershipPercentage: '20',
          },
        ]),
        sheet('individuals', [{ name: 'Sipho Dlamini' }, { name: 'Lindiwe Mokoena' }]),
      ],
      register,
    );
    expect(rows.slice(2).map((r) => [r.action, r.problems.map((p) => p.column)])).toEqual([
      ['create', []],
      ['problem', ['Ownership %']],
    ]);
  });

  it('checks the plan limit for the whole file before anything is written', () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ name: `Company ${i}` }));
    const { report } = previewImport('companies', [sheet('companies', rows)], given(accountOpened()), TODAY);
    expect(report.planLimit).toEqual({
      entityLimit: 10,
      entitiesAfter: 11,
      relationshipsAfter: 0,
      assetsAfter: 0,
      withinLimit: false,
      message: "You've reached your limit of 10 entities. Upgrade your plan to add more.",
    });
  });
});
