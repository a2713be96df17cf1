import { useId, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { RecordChangeView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';
import { formatDateTime } from '@/lib/format';
import { EvidenceLink } from './evidence-link';
import { fieldLabel, historySentence } from './history-sentence';

const raw = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value));

/** "by alice"; a user who is gone keeps their number; the system's own work says so. */
const actorLabel = ({ id, username, deleted }: RecordChangeView['actor']): string =>
  username
    ? `by ${username}${deleted ? ' (user since deleted)' : ''}`
    : id === null
      ? 'by the system'
      : `by user #${id}`;

/**
 * The fields as the event holds them: before and after for an update, the values of a creation; its instants in
 * the account's zone, named, as every other screen gives them.
 */
function RawFields({ change }: { change: RecordChangeView }) {
  const rows: [string, string, string | null][] = change.changes
    ? Object.entries(change.changes).map(([field, { from, to }]) => [field, raw(from), raw(to)])
    : Object.entries(change.fields ?? {}).map(([field, value]) => [field, raw(value), null]);
  const updates = change.changes !== null;
  return (
    <div className="space-y-2 rounded-md bg-muted/50 p-3 text-xs">
      <p className="text-muted-foreground">
        {change.eventType} · recorded{' '}
        <time dateTime={change.recordedAt}>{formatDateTime(change.recordedAt)}</time> ({accountTimeZone()})
        {change.effectiveAt ? (
          <>
            {' · effective '}
            <time dateTime={change.effectiveAt}>{formatDateTime(change.effectiveAt)}</time>
          </>
        ) : null}{' '}
        · {actorLabel(change.actor)}
        {change.reason ? ` · reason ${change.reason}` : ''}
      </p>
      {rows.length > 0 ? (
        <table className="w-full text-left">
          <thead>
            <tr>
              <th className="pr-3 font-medium">Field</th>
              <th className="pr-3 font-medium">{updates ? 'Before' : 'Value'}</th>
              {updates ? <th className="font-medium">After</th> : null}
            </tr>
          </thead>
          <tbody className="font-mono">
            {rows.map(([field, first, second]) => (
              <tr key={field}>
                <td className="pr-3 font-sans">{fieldLabel(field)}</td>
                <td className="pr-3 break-all">{first}</td>
                {updates ? <td className="break-all">{second}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** One change: its sentence, its kind, and the raw fields on expand. */
export function HistoryEntry({ change }: { change: RecordChangeView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="space-y-2 border-b py-3 last:border-b-0">
      <div className="flex items-start gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-1"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Hide the raw fields' : 'Show the raw fields'}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        </Button>
        <p className="flex-1 text-sm">
          {historySentence(change)}
          <EvidenceLink evidence={change.evidence} />
        </p>
        <Badge variant="outline">{change.kind.replace(/_/g, ' ')}</Badge>
      </div>
      {open ? (
        <div id={panelId}>
          <RawFields change={change} />
        </div>
      ) : null}
    </li>
  );
}
