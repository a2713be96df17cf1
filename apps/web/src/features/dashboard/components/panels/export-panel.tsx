import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Sparkles } from 'lucide-react';
import type { ExportFormat } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadServerExport } from '@/lib/download-export';
import { exportFormatsText } from '@/lib/subscription/export-formats';
import { useExportAccess } from '../../api/get-export-access';

type ExportKind = 'entities' | 'relationships';

const exportsOffered: Array<{ kind: ExportKind; label: string }> = [
  { kind: 'entities', label: 'Export Entities' },
  { kind: 'relationships', label: 'Export Relationships' },
];

/**
 * Spec 000 'Dashboard': exports in the plan's formats for tiers with exports, and `extra` (the BODS 0.4 export,
 * composed by the route) beside them; the other tiers see only the upgrade prompt, as the spec's panel has it
 * (their BODS export stays on the Companies page and each compliance page, docs/decisions/0030).
 */
export function ExportPanel({ extra }: { extra?: React.ReactNode }) {
  const accessQuery = useExportAccess();
  const formats = accessQuery.data ?? [];
  const [chosen, setChosen] = useState<ExportFormat | null>(null);
  const format = chosen && formats.includes(chosen) ? chosen : formats[0];
  const [running, setRunning] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind, as: ExportFormat) => {
    setRunning(kind);
    try {
      await downloadServerExport(kind, as);
      toast({ title: 'Download initiated', description: `Your ${kind} export has started.` });
    } catch {
      toast({
        title: 'Export failed',
        description: 'There was an error exporting your data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Card role="region" aria-label="Export Data">
      <CardHeader>
        <CardTitle>Export Data</CardTitle>
        <CardDescription>
          {format
            ? `Download your entities and relationships as ${exportFormatsText(formats)} files.`
            : 'Download your entities and relationships.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {accessQuery.isPending ? (
          <Skeleton className="h-10 w-64" />
        ) : format ? (
          <>
            {formats.length > 1 ? (
              <Select
                aria-label="Export format"
                className="w-28"
                options={formats.map((value) => ({ value, label: value.toUpperCase() }))}
                value={format}
                onValueChange={(value) => setChosen(value as ExportFormat)}
              />
            ) : null}
            {exportsOffered.map(({ kind, label }) => (
              <Button
                key={kind}
                variant="outline"
                disabled={running !== null}
                onClick={() => void run(kind, format)}
              >
                {running === kind ? <Spinner /> : <Download aria-hidden />}
                {label}
              </Button>
            ))}
            {extra}
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Data exports are available on paid plans.</p>
            <Button asChild>
              <Link to="/subscription/upgrade">
                <Sparkles aria-hidden />
                Upgrade Plan
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
