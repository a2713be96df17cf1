import { FileJson } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadBods } from '../api/download-bods';

/** Downloads BODS 0.4 statements: one company's or trust's network with its owners, or the whole account. */
export function BodsExportButton({ entityId, label = 'Export BODS' }: { entityId?: number; label?: string }) {
  const download = useDownloadBods();
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(entityId)}>
      <FileJson aria-hidden />
      {download.isPending ? 'Exporting...' : label}
    </Button>
  );
}
