import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadExport, type ExportKind } from '../../api/export-data';
import { useExportAccess } from '../../api/get-export-access';

const exportsOffered: Array<{ kind: ExportKind; label: string }> = [
  { kind: 'entities', label: 'Export Entities' },
  { kind: 'relationships', label: 'Export Relationships' },
];

/** Spec 000 'Dashboard': CSV exports for tiers with exports, an upgrade prompt for the others. */
export function ExportPanel() {
  const accessQuery = useExportAccess();
  const [running, setRunning] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind) => {
    setRunning(kind);
    try {
      await downloadExport(kind);
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
        <CardDescription>Download your entities and relationships as CSV files.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {accessQuery.isPending ? (
          <Skeleton className="h-10 w-64" />
        ) : accessQuery.data ? (
          exportsOffered.map(({ kind, label }) => (
            <Button key={kind} variant="outline" disabled={running !== null} onClick={() => void run(kind)}>
              {running === kind ? <Spinner /> : <Download aria-hidden />}
              {label}
            </Button>
          ))
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
