import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Upload } from 'lucide-react';
import type { BodsImportResult } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PagedGrid } from '@/components/ui/paged-grid';
import { errorMessage } from '@/lib/api-client';
import { bodsFileSchema, useImportBods } from '../api/import-bods';
import {
  buildNotKeptColumns,
  buildProblemColumns,
  buildRecordColumns,
  getProblemRowId,
  getRecordRowId,
} from './bods-import-columns';
import { BodsPreviewSummary } from './bods-preview-summary';

const problemColumns = buildProblemColumns();
const recordColumns = buildRecordColumns();
const notKeptColumns = buildNotKeptColumns();

/** Import BODS (docs/decisions/0030): choose a file, see what it would do, then apply it all or nothing. */
export function BodsImportPage() {
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useImportBods();
  const apply = useImportBods();
  const result: BodsImportResult | undefined = apply.data ?? preview.data;

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    apply.reset();
    preview.reset();
    const checked = bodsFileSchema.safeParse(chosen);
    setFileError(checked.success ? null : checked.error.issues[0].message);
    if (checked.success && chosen) preview.mutate({ file: chosen, dryRun: true });
  };
  const canApply =
    file &&
    preview.data &&
    !apply.data &&
    preview.data.problems.length === 0 &&
    preview.data.planLimit.withinLimit;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Import BODS</h1>
        <p className="text-muted-foreground">
          Add the companies, trusts, individuals and links of a Beneficial Ownership Data Standard 0.4 file to
          your register. You see what it would do before anything changes.
        </p>
      </div>
      <Card>
        <CardContent className="space-y-2 pt-6">
          <Label htmlFor="bods-file">BODS 0.4 file (JSON, up to 10 MB)</Label>
          <Input
            id="bods-file"
            type="file"
            accept="application/json,.json"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'bods-file-error' : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {fileError ? (
            <p id="bods-file-error" className="text-sm text-destructive">
              {fileError}
            </p>
          ) : null}
          {preview.isPending ? <p role="status">Reading the file... {preview.progress}%</p> : null}
        </CardContent>
      </Card>
      {preview.isError ? <ImportError title="The file could not be previewed" error={preview.error} /> : null}
      {apply.isError ? <ImportError title="Nothing was imported" error={apply.error} /> : null}
      {result ? (
        <Card>
          <CardHeader>
            <CardTitle>{result.applied ? 'Imported' : 'Preview'}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            <BodsPreviewSummary preview={result} applied={result.applied} />
            {result.applied ? (
              <Alert>
                <AlertTitle>The file was imported</AlertTitle>
                <AlertDescription>
                  <Link className="underline" to="/companies">
                    See the companies
                  </Link>
                </AlertDescription>
              </Alert>
            ) : (
              <Button
                disabled={!canApply || apply.isPending}
                onClick={() => file && apply.mutate({ file, dryRun: false })}
              >
                <Upload aria-hidden />
                {apply.isPending ? `Importing... ${apply.progress}%` : 'Apply import'}
              </Button>
            )}
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Problems</h2>
              <PagedGrid
                label="Problems"
                noun="problems"
                rows={result.problems}
                columnDefs={problemColumns}
                getRowId={getProblemRowId}
                emptyText="No problems: every statement can be imported."
              />
            </section>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Not kept</h2>
              <PagedGrid
                label="Not kept"
                noun="statements"
                rows={result.notKept ?? []}
                columnDefs={notKeptColumns}
                getRowId={getProblemRowId}
                emptyText="Everything the file states is kept."
              />
            </section>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Records</h2>
              <PagedGrid
                label="Records"
                noun="records"
                rows={result.rows}
                columnDefs={recordColumns}
                getRowId={getRecordRowId}
              />
            </section>
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
      <AlertDescription>{errorMessage(error)}</AlertDescription>
    </Alert>
  );
}
