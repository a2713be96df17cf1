import { useState } from 'react';
import type { AccountSettingsView } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { SettingCard } from './setting-card';

/** What invitations call the account, usually the firm's name (docs/decisions/0077). */
export function AccountNameForm({ settings }: { settings: AccountSettingsView }) {
  const [name, setName] = useState(settings.name);
  const mutation = useUpdateAccountSettings();
  const serverError =
    mutation.error instanceof ApiError
      ? mutation.error.fieldErrors.find((e) => e.field === 'name')?.message
      : undefined;

  return (
    <SettingCard
      id="account-name-title"
      title="Account name"
      description={
        <>
          Invitations to your team name the account, usually your firm. Until you choose one it is &quot;
          {settings.defaultName}&quot;.
        </>
      }
      submitLabel="Save account name"
      pending={mutation.isPending}
      unchanged={name.trim() === settings.name}
      onSubmit={() => mutation.mutate({ name })}
    >
      <FormField label="Account name" error={serverError} required>
        {(control) => (
          <Input {...control} maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
    </SettingCard>
  );
}
