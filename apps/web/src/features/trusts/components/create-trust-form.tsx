import {
  useCreateTrust,
  type CreatedTrust,
  type TrustFields,
  type TrustFormInput,
} from '../api/create-trust';
import { TrustForm } from './trust-form';

const emptyTrust: TrustFormInput = {
  type: 'trust',
  name: '',
  trustType: undefined as unknown as TrustFormInput['trustType'],
  registrationNumber: '',
  trustDeedDate: '',
  status: 'active',
  email: '',
  phone: '',
  address: '',
  country: '',
  description: '',
  taxId: '',
  notes: '',
};

interface CreateTrustFormProps {
  limitReached: boolean;
  usage?: React.ReactNode;
  onCreated: (trust: CreatedTrust) => void;
  onCancel: () => void;
}

export function CreateTrustForm({ limitReached, usage, onCreated, onCancel }: CreateTrustFormProps) {
  const createMutation = useCreateTrust({ onSuccess: onCreated });
  return (
    <TrustForm
      title="Trust Information"
      defaultValues={emptyTrust}
      submitLabel="Create Trust"
      pending={createMutation.isPending}
      submitDisabled={limitReached}
      usage={usage}
      // A create sends the whole form; only an edit sends the changed fields.
      onSubmit={(values) => createMutation.mutateAsync(values as TrustFields)}
      onCancel={onCancel}
    />
  );
}
