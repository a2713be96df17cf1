import { useRef, useState } from 'react';
import { Download, Trash2, Upload } from 'lucide-react';
import type { HolidayCalendar } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-export';
import { useRemoveHolidayCalendar } from '../api/remove-holiday-calendar';
import { useReplaceHolidayCalendar } from '../api/replace-holiday-calendar';

function downloadCalendar(calendar: HolidayCalendar) {
  const text = `${JSON.stringify(calendar, null, 2)}\n`;
  saveBlob(new Blob([text], { type: 'application/json' }), 'public-holidays.json');
}

/** Download, upload (checked by the server, whose answer names any bad entry) and removal of the file. */
export function HolidayCalendarActions({ installation }: { installation: HolidayCalendar | null }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState(false);
  const replace = useReplaceHolidayCalendar();
  const remove = useRemoveHolidayCalendar(() => setRemoving(false));

  const upload = (file: File | undefined) => {
    if (!file) return;
    replace.mutate(file);
    // The same file can be chosen again after it was corrected.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Installation calendar</CardTitle>
        <CardDescription>
          {installation
            ? 'This installation has its own calendar file. Its days are added to the bundled calendar, and replace a bundled entry for the same day.'
            : 'This installation uses the bundled calendar only. Upload a JSON file with fixed, easter and proclaimed sections to add days.'}{' '}
          Due dates planned from now on are counted with the change; filings already planned keep theirs.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!installation}
            onClick={() => (installation ? downloadCalendar(installation) : undefined)}
          >
            <Download aria-hidden />
            Download installation calendar
          </Button>
          <Button disabled={replace.isPending} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            {replace.isPending ? 'Uploading...' : 'Upload calendar file'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Holiday calendar file"
            onChange={(event) => upload(event.target.files?.[0])}
          />
          <Button variant="destructive" disabled={!installation} onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden />
            Remove installation calendar
          </Button>
        </div>
        {replace.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The file was not accepted</AlertTitle>
            <AlertDescription className="break-words">{errorMessage(replace.error)}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the installation calendar?"
        description="The installation's own holiday file is deleted and business days are counted with the bundled calendar alone. Download it first to keep a copy."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      />
    </Card>
  );
}
