import { CalendarClock } from 'lucide-react';
import { asOfDay, formatLongDay } from '@ledgerline/contracts';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { MomentPicker, type MomentRead } from './moment-picker';

const INVALID_DAY = 'As of date must be a date from 1 January 1900';

const readDay = (day: string): MomentRead =>
  asOfDay.safeParse(day).success ? { value: day } : { error: INVALID_DAY };

interface AsOfPickerProps {
  /** YYYY-MM-DD, or null for today. */
  asOf: string | null;
  onAsOfChange: (day: string | null) => void;
}

/** Chooses the effective day a register is shown as of: a date field with Show and Today. */
export function AsOfPicker({ asOf, onAsOfChange }: AsOfPickerProps) {
  return (
    <MomentPicker
      icon={<CalendarClock aria-hidden />}
      label={asOf ? `As of ${formatLongDay(asOf)}` : 'As of today'}
      dialogLabel="Choose the as of date"
      fieldLabel="Show the register as of"
      field={{
        name: 'asOf',
        type: 'date',
        min: '1900-01-01',
        required: true,
        defaultValue: asOf ?? accountToday(),
      }}
      resetLabel="Today"
      read={readDay}
      onChange={onAsOfChange}
    />
  );
}
