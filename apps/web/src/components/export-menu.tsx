import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { ArrowUpCircle, ChevronDown, Download } from 'lucide-react';
import type { ExportFormat } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadServerExport, type ServerExport } from '@/lib/download-export';
import { allowedExportFormats, planNeededFor } from '@/lib/subscription/export-formats';
import { useSubscription } from '@/lib/subscription/get-subscription';

interface ExportMenuProps {
  /** Saves the grid's filtered rows as CSV in the browser. */
  onCsvExport: () => void;
  csvDisabled: boolean;
  /** The server export behind PDF and JSON; none for a list that has only the CSV (assets). */
  serverExport?: ServerExport;
  className?: string;
}

function useServerExport(what: ServerExport | undefined) {
  return useMutation({
    mutationFn: (format: ExportFormat) => downloadServerExport(what ?? 'entities', format),
    onSuccess: () => toast({ title: 'Download initiated', description: `Your ${what} export has started.` }),
    onError: (error) =>
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** A list's Export menu by plan: free sees Upgrade Plan instead (spec 000 section 6); a lacking format is hinted. */
export function ExportMenu({ onCsvExport, csvDisabled, serverExport, className }: ExportMenuProps) {
  const subscriptionQuery = useSubscription();
  const serverDownload = useServerExport(serverExport);
  if (!subscriptionQuery.data) {
    return (
      <Button variant="outline" className={className} disabled>
        <Download aria-hidden />
        Export
      </Button>
    );
  }
  const allowed = allowedExportFormats(subscriptionQuery.data);
  if (allowed.length === 0) {
    return (
      <Button variant="outline" asChild className={className}>
        <Link to="/subscription/upgrade">
          <ArrowUpCircle aria-hidden />
          Upgrade Plan
        </Link>
      </Button>
    );
  }
  const item = (format: ExportFormat, label: string, onSelect: () => void, disabled = false) => (
    <ExportItem
      key={format}
      format={format}
      allowed={allowed.includes(format)}
      disabled={disabled}
      onSelect={onSelect}
    >
      {label}
    </ExportItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={className} disabled={serverDownload.isPending}>
          <Download aria-hidden />
          {serverDownload.isPending ? 'Exporting...' : 'Export'}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {item('csv', 'CSV (filtered rows)', onCsvExport, csvDisabled)}
        {serverExport ? item('pdf', 'PDF', () => serverDownload.mutate('pdf')) : null}
        {serverExport ? item('json', 'JSON', () => serverDownload.mutate('json')) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface ExportItemProps {
  format: ExportFormat;
  allowed: boolean;
  disabled: boolean;
  onSelect: () => void;
  children: React.ReactNode;
}

function ExportItem({ format, allowed, disabled, onSelect, children }: ExportItemProps) {
  const hint = allowed ? null : `Available on the ${planNeededFor(format)?.name ?? 'paid'} plan and above`;
  const menuItem = (
    <DropdownMenuItem disabled={disabled || !allowed} onSelect={onSelect}>
      {children}
      {hint ? <span className="sr-only"> ({hint})</span> : null}
    </DropdownMenuItem>
  );
  if (!hint) return menuItem;
  // A disabled item takes no pointer events, so a wrapper carries the tooltip.
  return (
    <Tooltip content={hint} side="left">
      <div>{menuItem}</div>
    </Tooltip>
  );
}
