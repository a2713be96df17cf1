import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLoadDemoData } from '../api/load-demo-data';
import { RequireRole } from '@/components/require-role';

/**
 * The empty dashboard's invitation: add a first entity, or load the demo group to see
 * what the register does with a realistic South African structure.
 */
export function LoadDemoDataCard() {
  const mutation = useLoadDemoData();
  return (
    <EmptyState
      icon={<Sparkles />}
      title="Your register is empty"
      description="Add your first company with New Entity, or load demo data: the Protea group, a South African holding company with subsidiaries, a cross-holding and a family trust with its founder, trustees and beneficiaries, directors, assets, filings and documents. Demo data can only be loaded into an empty account."
      action={
        <RequireRole permission="edit" mode="disable">
          <Button className="mt-2" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Loading demo data...' : 'Load demo data'}
          </Button>
        </RequireRole>
      }
    />
  );
}
