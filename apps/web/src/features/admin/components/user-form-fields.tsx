import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  PLANS,
  SUBSCRIPTION_TIERS,
  type AdminUserUpdateRequest,
  type SubscriptionStatus,
} from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { humanize } from '@/lib/humanize';

/** The admin screen's statuses first (spec 000 section 3), then the card-provider ones it also shows. */
const EDITABLE_STATUSES: SubscriptionStatus[] = [
  'active',
  'inactive',
  'pending',
  'expired',
  'past_due',
  'canceled',
  'trialing',
];
const tierOptions = SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: PLANS[tier].name }));
const adminOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Keeps a status the list does not offer (such as 'incomplete') selectable for the user who has it. */
function statusOptions(current: SubscriptionStatus) {
  const statuses = EDITABLE_STATUSES.includes(current) ? EDITABLE_STATUSES : [...EDITABLE_STATUSES, current];
  return statuses.map((status) => ({ value: status, label: humanize(status) }));
}

interface UserFormFieldsProps {
  control: Control<AdminUserUpdateRequest>;
  register: UseFormRegister<AdminUserUpdateRequest>;
  errors: FieldErrors<AdminUserUpdateRequest>;
  currentStatus: SubscriptionStatus;
}

export function UserFormFields({ control, register, errors, currentStatus }: UserFormFieldsProps) {
  return (
    <>
      <FormField label="Username" required error={errors.username?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('username')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <Controller
        control={control}
        name="isAdmin"
        render={({ field, fieldState }) => (
          <FormField label="Admin" error={fieldState.error?.message}>
            {(props) => (
              <Select
                {...props}
                options={adminOptions}
                value={field.value ? 'yes' : 'no'}
                onValueChange={(value) => field.onChange(value === 'yes')}
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="subscriptionTier"
        render={({ field, fieldState }) => (
          <FormField label="Subscription Tier" error={fieldState.error?.message}>
            {(props) => (
              <Select {...props} options={tierOptions} value={field.value} onValueChange={field.onChange} />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="subscriptionStatus"
        render={({ field, fieldState }) => (
          <FormField label="Subscription Status" error={fieldState.error?.message}>
            {(props) => (
              <Select
                {...props}
                options={statusOptions(currentStatus)}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          </FormField>
        )}
      />
    </>
  );
}
