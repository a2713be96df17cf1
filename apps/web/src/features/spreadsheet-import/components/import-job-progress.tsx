import { Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { importReportUrl, useImportJob } from '../api/get-import-job';

/** The background job: a progress bar while it runs, then its counts and the report to download. */
export function ImportJobProgress({ jobId }: { jobId: string }) {
  const { data: job } = useImportJob(jobId);
  const done = job?.progress.done ?? 0;
  const total = job?.progress.total ?? 1;
  const percent = Math.round((done / Math.max(total, 1)) * 100);
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <div className="flex justify-between text-sm">
          <span>{job?.status === 'done' ? 'Import complete' : 'Importing...'}</span>
          <span>
            {done} / {total} rows
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {job?.status === 'done' ? (
        <Alert>
          <AlertTitle>
            {job.counts.created} created, {job.counts.matched} already in your register, {job.counts.skipped}{' '}
            skipped
          </AlertTitle>
          <AlertDescription className="flex flex-wrap gap-4">
            <a className="inline-flex items-center gap-1 underline" href={importReportUrl(jobId)} download>
              <Download aria-hidden className="size-4" />
              Download the report (CSV)
            </a>
            <Link className="underline" to="/companies">
              See the companies
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      {job?.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>The import stopped</AlertTitle>
          <AlertDescription>{job.error}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
