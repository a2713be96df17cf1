import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import type { ImportCellProblem, ImportReportRow } from '@ledgerline/contracts';

const ACTIONS: Record<ImportReportRow['action'], string> = {
  create: 'Create',
  match: 'Already in register',
  problem: 'Problem',
};
const OUTCOMES: Record<ImportReportRow['outcome'], string> = {
  pending: '',
  created: 'Created',
  matched: 'Matched',
  skipped: 'Skipped',
};

const problemText = (problems: ImportCellProblem[]) =>
  problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join('; ');

/** The row-by-row report: what each row does, and each problem named by its column. */
export const buildReportColumns = (): ColDef<ImportReportRow>[] => [
  { field: 'kind', headerName: 'Sheet', width: 130 },
  { field: 'row', headerName: 'Row', width: 80 },
  { field: 'label', headerName: 'Record', flex: 1, minWidth: 200 },
  {
    field: 'action',
    headerName: 'Action',
    width: 160,
    valueFormatter: ({ value }) => ACTIONS[value as ImportReportRow['action']],
  },
  {
    field: 'outcome',
    headerName: 'Result',
    width: 110,
    valueFormatter: ({ value }) => OUTCOMES[value as ImportReportRow['outcome']],
  },
  {
    colId: 'problems',
    headerName: 'Problems and notes',
    flex: 2,
    minWidth: 300,
    wrapText: true,
    autoHeight: true,
    valueGetter: ({ data }) => (data ? problemText(data.problems) || (data.note ?? '') : ''),
  },
];

export const getReportRowId = ({ data }: GetRowIdParams<ImportReportRow>) => `${data.kind}:${data.row}`;
