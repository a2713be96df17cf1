import { useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { IMPORT_KINDS, type ImportKind } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/session/account-role';
import { importTemplateUrl, useImportJob } from '../api/get-import-job';
import { useStartImport } from '../api/start-import';
import { spreadsheetFileSchema, useSpreadsheetDryRun } from '../api/upload-spreadsheet';
import { ImportJobProgress } from './import-job-progress';
import { ImportReportGrid } from './import-report-grid';
import { TrackedFromNotice } from './tracked-from-notice';

const kindOptions = IMPORT_KINDS.map((kind) => ({
  value: kind,
  label: kind[0].toUpperCase() + kind.slice(1),
}));

/** Import a spreadsheet (docs/decisions/0043): template, dry run row by row, then a background job. */
export function SpreadsheetImportPage() {
  const [kind, setKind] = useState<ImportKind>('companies');
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const dryRun = useSpreadsheetDryRun();
  const start = useStartImport();
  const report = dryRun.data;
  // The dry run is a POST like the import: both are editors' (docs/decisions/0039).
  const canEdit = useCan('edit');
  // Once the job runs, its report (with each row's outcome) replaces the dry run's.
  const job = useImportJob(start.data?.jobId ?? null).data;

  const check = (nextKind: ImportKind, chosen: File | undefined) => {
    dryRun.reset();
    start.reset();
    const checked = spreadsheetFileSchema.safeParse(chosen);
    setFileError(chosen && !checked.success ? checked.error.issues[0].message : null);
    if (checked.success && chosen) dryRun.mutate({ kind: nextKind, file: chosen });
  };
  const canApply = file && report && report.counts.create > 0 && report.planLimit.withinLimit && !start.data;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Import a spreadsheet</h1>
        <p className="text-muted-foreground">
          Add companies, individuals, trusts, relationships or assets from a CSV or Excel file with the same
          columns as our exports. You see every row before anything changes; rows with problems are skipped.
        </p>
        <TrackedFromNotice />
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="import-kind">Records in the file</Label>
            <Select
              id="import-kind"
              options={kindOptions}
              value={kind}
              onValueChange={(value) => {
                setKind(value as ImportKind);
                check(value as ImportKind, file);
              }}
            />
            <p className="flex gap-4 text-sm">
              <a
                className="inline-flex items-center gap-1 underline"
                href={importTemplateUrl(kind, 'csv')}
                download
              >
                <Download aria-hidden className="size-4" /> CSV template
              </a>
              <a
                className="inline-flex items-center gap-1 underline"
                href={importTemplateUrl(kind, 'xlsx')}
                download
              >
                <Download aria-hidden className="size-4" /> Excel template
              </a>
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="import-file">Spreadsheet (CSV or .xlsx, up to 10 MB)</Label>
            <Input
              id="import-file"
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={!canEdit.allowed}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                setFile(chosen);
                check(kind, chosen);
              }}
            />
            {canEdit.allowed ? null : <p className="text-sm text-muted-foreground">{canEdit.reason}</p>}
            {fileError ? (
              <p id="import-file-error" className="text-sm text-destructive">
                {fileError}
              </p>
            ) : null}
            {dryRun.isPending ? <p role="status">Checking the file... {dryRun.progress}%</p> : null}
            <p className="text-sm text-muted-foreground">
              An Excel workbook may hold a sheet per kind (Companies, Individuals, Trusts, Relationships,
              Assets); relationships may name rows of the same workbook.
            </p>
          </div>
        </CardContent>
      </Card>
      {dryRun.isError ? <ImportError title="The file could not be checked" error={dryRun.error} /> : null}
      {start.isError ? <ImportError title="Nothing was imported" error={start.error} /> : null}
      {report ? (
        <Card>
          <CardHeader>
            <CardTitle>Dry run</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p aria-label="Dry run summary">
              {report.counts.create} to create, {report.counts.match} already in your register,{' '}
              {report.counts.problem} with problems
            </p>
            {report.planLimit.message ? (
              <ImportError title="Over your plan's limit" error={report.planLimit.message} />
            ) : null}
            {start.data ? (
              <ImportJobProgress jobId={start.data.jobId} />
            ) : (
              <Button
                disabled={!canApply || start.isPending}
                onClick={() => file && start.mutate({ kind, file })}
              >
                <Upload aria-hidden />
                {start.isPending ? 'Starting...' : `Import ${report.counts.create} rows`}
              </Button>
            )}
            <ImportReportGrid rows={job?.report.rows ?? report.rows} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function ImportError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{typeof error === 'string' ? error : errorMessage(error)}</AlertDescription>
    </Alert>
  );
}
