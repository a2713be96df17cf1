import { useState } from 'react';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { AUDIT_EXPORT_FORMATS, type AuditExportFormat, type AuditVerifyResult } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDownloadAuditExport } from '../api/download-audit-export';
import { useVerifyAuditExport } from '../api/verify-audit-export';

const FORMAT_LABELS: Record<AuditExportFormat, string> = { jsonl: 'JSONL', csv: 'CSV', pdf: 'PDF' };

/**
 * "Export verified trail" (the account's, or one entity's with the records linking it) and "Verify an export"
 * (docs/decisions/0031), on the Audit log and a company's History tab.
 */
export function AuditEvidenceActions({ entityId }: { entityId?: number }) {
  const download = useDownloadAuditExport(entityId);
  const [verifying, setVerifying] = useState(false);
  const exportAs = (format: AuditExportFormat) =>
    download.mutate(format, {
      onError: (error) =>
        toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={download.isPending}>
            {download.isPending ? 'Exporting...' : 'Export verified trail'}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {AUDIT_EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => exportAs(format)}>
              {FORMAT_LABELS[format]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={() => setVerifying(true)}>
        <ShieldCheck aria-hidden />
        Verify an export
      </Button>
      <VerifyExportDialog open={verifying} onOpenChange={setVerifying} />
    </div>
  );
}

function VerifyExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const verify = useVerifyAuditExport();
  const close = (next: boolean) => {
    if (!next) verify.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verify an export</DialogTitle>
          <DialogDescription>
            Checks every entry of a JSONL or CSV audit export against its hash chain and the signed anchors.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="audit-export-file">Export file (JSONL or CSV)</Label>
          <Input
            id="audit-export-file"
            type="file"
            accept=".jsonl,.csv,application/x-ndjson,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) verify.mutate(file);
            }}
          />
        </div>
        {verify.isPending ? <p role="status">Checking the file...</p> : null}
        {verify.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The file could not be checked</AlertTitle>
            <AlertDescription>{errorMessage(verify.error)}</AlertDescription>
          </Alert>
        ) : null}
        {verify.data ? <VerifyOutcome result={verify.data} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VerifyOutcome({ result }: { result: AuditVerifyResult }) {
  if (result.ok)
    return (
      <Alert role="status">
        <AlertTitle>{result.message}</AlertTitle>
        <AlertDescription>Up to position {result.anchor.position} of the log.</AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>Not verified</AlertTitle>
      <AlertDescription>{result.problem.message}</AlertDescription>
    </Alert>
  );
}
