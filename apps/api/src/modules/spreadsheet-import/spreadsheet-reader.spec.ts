import writeXlsxFile from 'write-excel-file/node';
import { readSpreadsheet } from './spreadsheet-reader';
import { percentStyles } from './xlsx-percent-cells';

const csv = (text: string) => Buffer.from(text, 'utf8');
const problemOf = async (read: Promise<unknown>) => {
  try {
    await read;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('reading a spreadsheet', () => {
  it('reads a CSV by its headers, whatever their case or spacing, keeping spreadsheet row numbers', async () => {
    const [sheet] = await readSpreadsheet(
      'companies',
      'clients.csv',
      csv(
        '\uFEFFID,name,REGISTRATION NUMBER,Created At,Unknown\r\n1,Acme Ltd,2015/1/07,2020-01-01,x\r\n,,,,\r\n2,"Baobab, Inc",,,\r\n',
      ),
    );
    expect(sheet.kind).toBe('companies');
    expect(sheet.headers).toEqual({ name: 'name', registrationNumber: 'REGISTRATION NUMBER' });
    expect(sheet.rows).toEqual([
      { row: 2, cells: { name: 'Acme Ltd', registrationNumber: '2015/1/07' } },
      { row: 4, cells: { name: 'Baobab, Inc' } },
    ]);
  });

  it("reads our own export back: the formula guard's apostrophe is dropped, other apostrophes kept", async () => {
    const [sheet] = await readSpreadsheet(
      'individuals',
      'individuals.csv',
      csv("Name,Email\r\n'+27 82 555 0000 Smith,\r\n'=HYPERLINK(1),\r\nO'Brien,\r\n'Sipho,\r\n"),
    );
    expect(sheet.rows.map((row) => row.cells.name)).toEqual([
      '+27 82 555 0000 Smith',
      '=HYPERLINK(1)',
      "O'Brien",
      "'Sipho",
    ]);
  });

  it('reads a workbook sheet per kind by the sheet names, days as YYYY-MM-DD', async () => {
    const workbook = await writeXlsxFile([
      {
        sheet: 'Companies',
        data: [
          [{ value: 'Name' }, { value: 'Incorporation Date' }],
          [{ value: 'Acme' }, { value: new Date(Date.UTC(2015, 2, 13)), format: 'yyyy-mm-dd' }],
        ],
      },
      {
        sheet: 'Relationships',
        data: [
          [{ value: 'Source' }, { value: 'Type' }, { value: 'Target' }, { value: 'Ownership %' }],
          [{ value: 'Thandi' }, { value: 'shareholder' }, { value: 'Acme' }, { value: 60 }],
        ],
      },
      { sheet: 'Notes', data: [[{ value: 'anything' }]] },
    ]).toBuffer();
    const sheets = await readSpreadsheet('relationships', 'firm.xlsx', workbook);
    expect(sheets.map((s) => [s.kind, s.rows])).toEqual([
      ['companies', [{ row: 2, cells: { name: 'Acme', incorporationDate: '2015-03-13' } }]],
      [
        'relationships',
        [
          {
            row: 2,
            cells: { source: 'Thandi', type: 'shareholder', target: 'Acme', ownershipPercentage: '60' },
          },
        ],
      ],
    ]);
  });

  it('reads a cell formatted as a percentage as the percentage it shows (Excel keeps 40% as 0.4)', async () => {
    const workbook = await writeXlsxFile(
      [
        [{ value: 'Source' }, { value: 'Type' }, { value: 'Target' }, { value: 'Ownership %' }],
        [{ value: 'Thandi' }, { value: 'shareholder' }, { value: 'Acme' }, { value: 0.4, format: '0%' }],
        [{ value: 'Sipho' }, { value: 'shareholder' }, { value: 'Acme' }, { value: 0.0725, format: '0.00%' }],
        [{ value: 'Johan' }, { value: 'shareholder' }, { value: 'Acme' }, { value: 12.5 }],
      ],
      { sheet: 'Relationships' },
    ).toBuffer();
    const [sheet] = await readSpreadsheet('relationships', 'register.xlsx', workbook);
    expect(sheet.rows.map((row) => row.cells.ownershipPercentage)).toEqual(['40', '7.25', '12.5']);
  });

  it("knows Excel's built-in percentage styles and custom codes, not a % inside quoted text", () => {
    const styles = `<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="0.0%"/>
      <numFmt numFmtId="165" formatCode="0&quot;% off&quot;"/></numFmts>
      <cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="9" applyNumberFormat="1"/><xf numFmtId="10"></xf>
      <xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>`;
    expect(percentStyles(styles)).toEqual([false, true, true, true, false]);
  });

  it("takes a workbook's first sheet as the kind asked for when no sheet is named after it", async () => {
    const workbook = await writeXlsxFile([[{ value: 'Name' }], [{ value: 'Acme' }]], {
      sheet: 'Sheet1',
    }).toBuffer();
    const [sheet] = await readSpreadsheet('individuals', 'people.xlsx', workbook);
    expect(sheet).toMatchObject({ kind: 'individuals', rows: [{ row: 2, cells: { name: 'Acme' } }] });
  });

  it('refuses empty files, files without data rows, other formats and missing required columns, by name', async () => {
    expect(await problemOf(readSpreadsheet('companies', 'a.csv', csv('')))).toBe('The file is empty');
    expect(await problemOf(readSpreadsheet('companies', 'a.csv', csv('Name\r\n\r\n')))).toBe(
      'The file holds no rows to import',
    );
    expect(await problemOf(readSpreadsheet('companies', 'a.pdf', csv('%PDF-1.7')))).toBe(
      'Upload a CSV (.csv) or Excel (.xlsx) file',
    );
    expect(await problemOf(readSpreadsheet('companies', 'a.xlsx', csv('Name\nAcme')))).toBe(
      'The file is named .xlsx but is not an Excel workbook',
    );
    expect(await problemOf(readSpreadsheet('relationships', 'a.csv', csv('Source,Kind\nA,B\n')))).toBe(
      'The relationships sheet is missing the columns "Type", "Target"; download the template for its columns',
    );
  });
});
