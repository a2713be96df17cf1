import type { ImportKind } from '@ledgerline/contracts';
import writeXlsxFile from 'write-excel-file/node';
import { csvLine } from '../../exports/csv';

/** A deliberate mistake, as the dry run must name it: the sheet, the row number, the column and the message. */
export interface DeliberateProblem {
  kind: ImportKind;
  row: number;
  column: string | null;
  message: string;
}

export interface FirmSpreadsheet {
  sheets: Partial<Record<ImportKind, string[][]>>;
  deliberate: DeliberateProblem[];
  /** Rows with a problem (deliberate, or naming a row that has one) and rows to create, per sheet. */
  problemRows: Record<string, number>;
  creates: Record<string, number>;
}

const pad = (n: number, width = 3) => String(n).padStart(width, '0');
const companyName = (i: number) => `Client Company ${pad(i)} (Pty) Ltd`;
const companyNumber = (i: number) => `2010/${pad(i, 6)}/07`;
const personName = (i: number) => `Person ${pad(i)} Dlamini`;
/** A valid SA ID number for person `i`, born 1980-01-01: twelve digits and their Luhn check digit. */
const idNumber = (i: number) => {
  const twelve = `8001015${pad(i, 5)}`;
  const sum = [...twelve].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};
const trustName = (i: number) => `Family Trust ${pad(i, 2)}`;
const spoil = (row: string[], change: (string | number)[] | undefined) => {
  if (change) row[change[0] as number] = String(change[1]);
};

/**
 * A corporate services firm's register as one workbook ("Done when"): 200 companies, 300 individuals,
 * 20 trusts and 600 relationships, with deliberate mistakes and rows that name a broken row.
 */
export function firmSpreadsheet(): FirmSpreadsheet {
  const deliberate: DeliberateProblem[] = [];
  const broken = { companies: new Set<number>(), individuals: new Set<number>(), trusts: new Set<number>() };
  const mistake = (kind: ImportKind, index: number, column: string, message: string) => {
    deliberate.push({ kind, row: index + 2, column, message });
    if (kind in broken) broken[kind as keyof typeof broken].add(index);
  };

  const companies = [['Name', 'Registration Number', 'Country', 'Status', 'Incorporation Date', 'Email']];
  for (let i = 0; i < 200; i++) {
    const row = [
      companyName(i),
      companyNumber(i),
      'South Africa',
      'active',
      '2015-03-13',
      `info${i}@client.co.za`,
    ];
    spoil(row, { 17: [5, 'not-an-email'], 33: [4, '2099-01-01'], 50: [3, 'dormant'], 90: [0, 'X'] }[i]);
    if (i === 17) mistake('companies', i, 'Email', 'Invalid email address');
    if (i === 33) mistake('companies', i, 'Incorporation Date', 'Incorporation date cannot be in the future');
    if (i === 50) mistake('companies', i, 'Status', 'Status must be active or inactive');
    if (i === 90) mistake('companies', i, 'Name', 'Name must be at least 2 characters');
    // The last row repeats company 10, as firms' lists do; nothing refers to it.
    if (i === 199) {
      row.splice(0, 2, companyName(10), companyNumber(10));
      mistake('companies', i, 'Registration Number', 'Same number as row 12');
    }
    companies.push(row);
  }
  const individuals = [['Name', 'ID Type', 'ID Number', 'Date of Birth', 'Nationality', 'Position']];
  for (let i = 0; i < 300; i++) {
    const row = [personName(i), 'sa_id', idNumber(i), '1980-01-01', 'South African', 'Director'];
    spoil(row, { 5: [3, '1985-02-30'], 40: [1, 'drivers licence'], 120: [4, 'x'.repeat(101)] }[i]);
    if (i === 5) mistake('individuals', i, 'Date of Birth', 'Invalid date');
    if (i === 40) mistake('individuals', i, 'ID Type', 'ID type must be one of sa_id, passport or other');
    if (i === 120) mistake('individuals', i, 'Nationality', 'Must be at most 100 characters');
    individuals.push(row);
  }
  const trusts = [['Trust Name', 'Trust Number', 'Trust Type', 'Trust Deed Date']];
  for (let i = 0; i < 20; i++) {
    const row = [trustName(i), `IT${pad(i + 100, 6)}/2019(G)`, 'family', '2019-06-01'];
    spoil(row, { 3: [1, 'XX123'], 8: [2, 'unknown'] }[i]);
    if (i === 3) mistake('trusts', i, 'Trust Number', 'Trust number must be in the format');
    if (i === 8) mistake('trusts', i, 'Trust Type', 'Trust type must be one of');
    trusts.push(row);
  }

  const relationships = [['Source', 'Type', 'Target', 'Ownership %', 'Start Date', 'Status']];
  const dependent = new Set<number>();
  const link = (
    source: string,
    type: string,
    target: string,
    pct: string,
    refs: [keyof typeof broken, number][],
  ) => {
    if (refs.some(([kind, index]) => broken[kind].has(index))) dependent.add(relationships.length - 1);
    relationships.push([source, type, target, pct, '2020-01-01', 'Active']);
  };
  for (let i = 0; i < 199; i++)
    link(idNumber(i), 'shareholder', companyName(i), '60', [
      ['individuals', i],
      ['companies', i],
    ]);
  for (let i = 0; i < 199; i++) {
    const person = (i + 100) % 300;
    link(personName(person), 'director', companyNumber(i), '', [
      ['individuals', person],
      ['companies', i],
    ]);
  }
  for (let j = 0; j < 182; j++)
    link(companyName(j + 1), 'shareholder', companyName(j), '40%', [
      ['companies', j + 1],
      ['companies', j],
    ]);
  for (let j = 0; j < 20; j++)
    link(personName(j + 200), 'founder', trustName(j), '', [
      ['individuals', j + 200],
      ['trusts', j],
    ]);
  const relationshipMistake = (
    k: number,
    cell: number,
    value: string,
    column: string | null,
    message: string,
  ) => {
    relationships[k + 1][cell] = value;
    deliberate.push({ kind: 'relationships', row: k + 2, column, message });
  };
  relationshipMistake(
    2,
    0,
    'Nobody Known',
    'Source',
    'No entity "Nobody Known" in the file or your register',
  );
  relationshipMistake(20, 3, '140', 'Ownership %', 'Percentage cannot exceed 100');
  relationshipMistake(210, 1, 'boss', 'Type', 'Relationship type must be one of');
  relationshipMistake(400, 4, '31/02/2020', 'Start Date', 'Invalid date');
  // Company 12 is 60% held by person 12; company 13 taking 45% more would hold it past 100%.
  relationshipMistake(410, 3, '45', 'Ownership %', 'more than 100% held');

  const linkProblems = new Set([...dependent, 2, 20, 210, 400, 410]).size;
  return {
    sheets: { companies, individuals, trusts, relationships },
    deliberate,
    problemRows: { companies: 5, individuals: 3, trusts: 2, relationships: linkProblems },
    creates: { companies: 195, individuals: 297, trusts: 18, relationships: 600 - linkProblems },
  };
}

const sheetTitle = (kind: string) => kind[0].toUpperCase() + kind.slice(1);

/** The workbook a firm would send: one sheet per kind, named after it. */
export function firmWorkbook(spreadsheet: FirmSpreadsheet): Promise<Buffer> {
  const entries = Object.entries(spreadsheet.sheets);
  return writeXlsxFile(
    entries.map(([kind, rows]) => ({
      sheet: sheetTitle(kind),
      data: rows.map((cells) => cells.map((value) => ({ value }))),
    })),
  ).toBuffer();
}

export const sheetCsv = (rows: string[][]): Buffer =>
  Buffer.from(rows.map((cells) => csvLine(cells)).join(''), 'utf8');
