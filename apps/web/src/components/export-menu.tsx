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
import type { ListFilters } from '@/lib/list-query';
import { allowedExportFormats, planNeededFor } from '@/lib/subscription/export-formats';
import { useSubscription } from '@/lib/subscription/get-subscription';

interface ExportMenuProps {
  /** The export route of the list's rows. */
  what: ServerExport;
  /** The list's filters, search and sort when a format is chosen: every format exports those rows. */
  listQuery: () => ListFilters;
  /** Nothing to export (the list matches no row). */
  disabled: boolean;
  className?: string;
}

function useServerExport(what: ServerExport, listQuery: () => ListFilters) {
  return useMutation({
    mutationFn: (format: ExportFormat) => downloadServerExport(what, format, listQuery()),
    onSuccess: () => toast({ title: 'Download initiated', description: `Your ${what} export has started.` }),
    onError: (error) =>
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
  });
}

const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'pdf', 'json'];

/** A list's Export menu by plan: free sees Upgrade Plan instead (spec 000 section 6); a lacking format is hinted. */
export function ExportMenu({ what, listQuery, disabled, className }: ExportMenuProps) {
  const subscriptionQuery = useSubscription();
  const serverDownload = useServerExport(what, listQuery);
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
  const item = (format: ExportFormat) => (
    <ExportItem
      key={format}
      format={format}
      allowed={allowed.includes(format)}
      disabled={disabled}
      onSelect={() => serverDownload.mutate(format)}
    >
      {format.toUpperCase()}
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
      <DropdownMenuContent align="end">{EXPORT_FORMATS.map(item)}</DropdownMenuContent>
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
