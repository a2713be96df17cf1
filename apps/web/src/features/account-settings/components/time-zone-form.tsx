import { useMemo, useState } from 'react';
import { type AccountSettingsView, localDay } from '@ledgerline/contracts';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { SettingCard } from './setting-card';

const MAX_SHOWN = 50;

/** Every zone the browser knows, the chosen one and the installation's first if the browser lacks them. */
function zoneOptions(settings: AccountSettingsView): ComboboxOption[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = [...new Set([settings.timeZone, settings.defaultTimeZone, ...known])];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The zone whose midnight starts the account's days: when filings turn overdue, how dates are shown. */
export function TimeZoneForm({ settings }: { settings: AccountSettingsView }) {
  const options = useMemo(() => zoneOptions(settings), [settings]);
  const [chosen, setChosen] = useState(settings.timeZone);
  const [search, setSearch] = useState('');
  const mutation = useUpdateAccountSettings();
  const words = search
    .trim()
    .toLowerCase()
    .split(/[\s/_]+/)
    .filter(Boolean);
  const shown = options
    .filter((option) => words.every((word) => option.value.toLowerCase().includes(word)))
    .slice(0, MAX_SHOWN);
  const serverError =
    mutation.error instanceof ApiError
      ? mutation.error.fieldErrors.find((e) => e.field === 'timeZone')?.message
      : undefined;

  return (
    <SettingCard
      id="time-zone-title"
      title="Time zone"
      description={
        <>
          Days start at midnight in this zone: a filing due today turns overdue when the next day begins here,
          and recorded dates are shown in it. The installation's default is {settings.defaultTimeZone}; today
          is {localDay(new Date(), chosen)} there.
        </>
      }
      submitLabel="Save time zone"
      pending={mutation.isPending}
      unchanged={chosen === settings.timeZone}
      onSubmit={() => mutation.mutate({ timeZone: chosen })}
    >
      <FormField label="Time zone" error={serverError} required>
        {(control) => (
          <Combobox
            {...control}
            selected={options.find((option) => option.value === chosen) ?? null}
            placeholder="Choose a time zone"
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search time zones"
            options={shown}
            loading={false}
            loadingText=""
            emptyText="No time zone matches"
            onSelect={(option) => setChosen(option.value)}
          />
        )}
      </FormField>
    </SettingCard>
  );
}
