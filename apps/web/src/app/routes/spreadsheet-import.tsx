import { SpreadsheetImportPage } from '@/features/spreadsheet-import/components/spreadsheet-import-page';

export function SpreadsheetImportRoute() {
  return <SpreadsheetImportPage />;
}
