import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { useOpenedVersion } from '@/lib/opened-version';
import type { TrustFormInput } from '../api/create-trust';
import { useTrust } from '../api/get-trust';
import { useUpdateTrust } from '../api/update-trust';
import { TrustForm } from './trust-form';
import { TrustLoadState } from './trust-load-state';

function toFormValues(trust: EntityDetailView): TrustFormInput {
  return {
    type: 'trust',
    name: trust.name,
    trustType: (trust.trustType ?? undefined) as TrustFormInput['trustType'],
    registrationNumber: trust.registrationNumber ?? '',
    trustDeedDate: trust.trustDeedDate?.slice(0, 10) ?? '',
    status: trust.status,
    email: trust.email ?? '',
    phone: trust.phone ?? '',
    address: trust.address ?? '',
    country: trust.country ?? '',
    description: trust.description ?? '',
    taxId: trust.taxId ?? '',
    notes: trust.notes ?? '',
  };
}

function EditTrustForm({ trust, onDone }: { trust: EntityDetailView; onDone: () => void }) {
  const updateMutation = useUpdateTrust({ onSuccess: onDone });
  const version = useOpenedVersion(trust.version);
  return (
    <TrustForm
      title="Edit Trust"
      defaultValues={toFormValues(trust)}
      submitLabel="Save Changes"
      pending={updateMutation.isPending}
      askEffectiveDate
      onSubmit={(values) => updateMutation.mutateAsync({ trustId: trust.id, trust: values, version })}
      onCancel={onDone}
    />
  );
}

/** Spec 001 'Trusts' edit page. */
export function TrustEdit({ trustId, onDone }: { trustId: number; onDone: () => void }) {
  const trustQuery = useTrust(trustId);
  const state = <TrustLoadState trustQuery={trustQuery} trustId={trustId} />;
  if (!trustQuery.data || trustQuery.data.type !== 'trust') return state;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={`/trusts/${trustId}`}>
          <ArrowLeft aria-hidden />
          Back to Trust
        </Link>
      </Button>
      <EditTrustForm trust={trustQuery.data} onDone={onDone} />
    </div>
  );
}
