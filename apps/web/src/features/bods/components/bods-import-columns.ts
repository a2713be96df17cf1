import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import type { BodsImportProblem, BodsImportRow } from '@ledgerline/contracts';

const ACTIONS: Record<BodsImportRow['action'], string> = { create: 'Create', match: 'Match', skip: 'Skip' };

export const buildProblemColumns = (): ColDef<BodsImportProblem>[] => [
  { field: 'statementId', headerName: 'Statement', minWidth: 300 },
  { field: 'message', headerName: 'Problem', flex: 1, wrapText: true, autoHeight: true },
];
/** What the register will not hold as the file states it (docs/decisions/0080). */
export const buildNotKeptColumns = (): ColDef<BodsImportProblem>[] => [
  { field: 'statementId', headerName: 'Statement', minWidth: 300 },
  { field: 'message', headerName: 'Not kept', flex: 1, wrapText: true, autoHeight: true },
];
export const getProblemRowId = ({ data }: GetRowIdParams<BodsImportProblem>) =>
  `${data.statementId}|${data.message}`;

export const buildRecordColumns = (): ColDef<BodsImportRow>[] => [
  {
    field: 'action',
    headerName: 'Action',
    width: 110,
    valueFormatter: ({ value }) => ACTIONS[value as BodsImportRow['action']],
  },
  { field: 'kind', headerName: 'Kind', width: 160 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
  { field: 'matchedId', headerName: 'Matches', width: 110 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 2,
    wrapText: true,
    autoHeight: true,
    valueFormatter: ({ value }) => (value as string[]).join('; '),
  },
];
export const getRecordRowId = ({ data }: GetRowIdParams<BodsImportRow>) =>
  `${data.statementId}|${data.recordId}`;
