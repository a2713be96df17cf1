import { useNavigate } from 'react-router-dom';
import { ChevronDown, FileJson } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { RequireRole } from '@/components/require-role';
import { useDownloadBods } from '../api/download-bods';

/** BODS 0.4 for the whole account: export it, or open the import screen (docs/decisions/0030). */
export function BodsMenu() {
  const navigate = useNavigate();
  const download = useDownloadBods();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={download.isPending}>
          <FileJson aria-hidden />
          {download.isPending ? 'BODS...' : 'BODS 0.4'}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => download.mutate(undefined)}>Export BODS</DropdownMenuItem>
        <RequireRole permission="edit">
          <DropdownMenuItem onSelect={() => void navigate('/import/bods')}>Import BODS</DropdownMenuItem>
        </RequireRole>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
