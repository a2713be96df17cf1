import { useState } from 'react';
import {
  type AccountSettingsView,
  CURRENCIES,
  CURRENCY_NAMES,
  type Currency,
  formatMoney,
} from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { SettingCard } from './setting-card';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} - ${CURRENCY_NAMES[code]}`,
}));

/** The currency asset values and exports' amounts are shown in: rand until chosen. */
export function CurrencyForm({ settings }: { settings: AccountSettingsView }) {
  const [chosen, setChosen] = useState<Currency>(settings.currency);
  const mutation = useUpdateAccountSettings();
  const serverError =
    mutation.error instanceof ApiError
      ? mutation.error.fieldErrors.find((e) => e.field === 'currency')?.message
      : undefined;

  return (
    <SettingCard
      id="currency-title"
      title="Currency"
      description={
        <>
          Asset values are shown in this currency, in its country&apos;s style:{' '}
          {formatMoney(1234567.5, chosen)}. Amounts are stored as entered; changing the currency does not
          convert them.
        </>
      }
      submitLabel="Save currency"
      pending={mutation.isPending}
      unchanged={chosen === settings.currency}
      onSubmit={() => mutation.mutate({ currency: chosen })}
    >
      <FormField label="Currency" error={serverError} required>
        {(control) => (
          <Select
            {...control}
            options={CURRENCY_OPTIONS}
            value={chosen}
            onValueChange={(value) => setChosen(value as Currency)}
          />
        )}
      </FormField>
    </SettingCard>
  );
}
