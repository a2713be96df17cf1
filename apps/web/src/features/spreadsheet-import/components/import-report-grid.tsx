import { useMemo, useState } from 'react';
import type { ImportReportRow } from '@ledgerline/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { PagedGrid } from '@/components/ui/paged-grid';
import { buildReportColumns, getReportRowId } from './import-report-columns';

const reportColumns = buildReportColumns();

/** The file's rows as the dry run (then the job) judged them; a firm's 1,000 rows filter down to their problems. */
export function ImportReportGrid({ rows }: { rows: ImportReportRow[] }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = useMemo(
    () => (onlyProblems ? rows.filter((row) => row.action === 'problem') : rows),
    [rows, onlyProblems],
  );
  return (
    <div className="space-y-2">
      <CheckboxField
        label="Only rows with problems"
        checked={onlyProblems}
        onChange={(event) => setOnlyProblems(event.target.checked)}
      />
      <PagedGrid
        label="Rows of the file"
        noun="rows"
        rows={shown}
        columnDefs={reportColumns}
        getRowId={getReportRowId}
        emptyText="No rows with problems."
      />
    </div>
  );
}
