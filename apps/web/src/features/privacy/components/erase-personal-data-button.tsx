import { useState } from 'react';
import { UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErasePersonalDataDialog, type ErasureTarget } from './erase-personal-data-dialog';
import { RequireRole } from '@/components/require-role';

/** "Erase personal data" on a deleted individual, with its confirmation (docs/decisions/0032). */
export function ErasePersonalDataButton({ target }: { target: ErasureTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequireRole permission="edit">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Erase personal data of ${target.name}`}
          onClick={() => setOpen(true)}
        >
          <UserX aria-hidden />
          Erase personal data
        </Button>
      </RequireRole>
      <ErasePersonalDataDialog target={open ? target : null} onOpenChange={setOpen} />
    </>
  );
}
