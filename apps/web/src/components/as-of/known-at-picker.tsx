import { History } from 'lucide-react';
import { instantToWallTime, wallTimeToInstant } from '@ledgerline/contracts';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';
import { formatDateTime } from '@/lib/format';
import { MomentPicker, type MomentRead } from './moment-picker';

const INVALID_MOMENT = 'As recorded at must be a date and time';
const FUTURE_MOMENT = 'As recorded at must not be later than now';

/** The field's value, on the clock of `timeZone`, as a moment with that zone's offset. */
function readMoment(wallTime: string, timeZone: string): MomentRead {
  const moment = wallTimeToInstant(wallTime, timeZone);
  if (moment === null) return { error: INVALID_MOMENT };
  return Date.parse(moment) > Date.now() ? { error: FUTURE_MOMENT } : { value: moment };
}

interface KnownAtPickerProps {
  /** An ISO moment with its offset, or null for the register as known now. */
  knownAt: string | null;
  onKnownAtChange: (moment: string | null) => void;
}

/**
 * Chooses the recorded moment a register is shown as (what it said then, before later corrections): a date and
 * time field read on the account zone's clock (never the browser's, nor UTC), with Show and Now.
 */
export function KnownAtPicker({ knownAt, onKnownAtChange }: KnownAtPickerProps) {
  const timeZone = accountTimeZone();
  return (
    <MomentPicker
      icon={<History aria-hidden />}
      label={knownAt ? `As recorded at ${formatDateTime(knownAt)}` : 'As recorded now'}
      dialogLabel="Choose the recorded moment"
      fieldLabel="Show the register as recorded at"
      field={{
        name: 'knownAt',
        type: 'datetime-local',
        step: 1,
        required: true,
        defaultValue: instantToWallTime(knownAt ?? new Date(), timeZone),
      }}
      hint={`Time in ${timeZone}, the account's time zone.`}
      resetLabel="Now"
      className="w-72"
      read={(wallTime) => readMoment(wallTime, timeZone)}
      onChange={onKnownAtChange}
    />
  );
}
