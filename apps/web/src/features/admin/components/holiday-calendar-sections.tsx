import { formatDisplayDay, type HolidayCalendar } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface HolidayRow {
  key: string;
  when: string;
  name: string;
  source: string;
  /** From the installation's own file (added, or replacing the bundled entry for the same day). */
  own: boolean;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function fromEaster(days: number): string {
  if (days === 0) return 'Easter Sunday';
  const count = `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}`;
  return `${count} ${days < 0 ? 'before' : 'after'} Easter Sunday`;
}

/** The active calendar's three sections as rows, each marked when the installation's file supplies it. */
function sections(active: HolidayCalendar, installation: HolidayCalendar | null) {
  const ownFixed = new Set(installation?.fixed.map((h) => `${h.month}-${h.day}`));
  const ownEaster = new Set(installation?.easter.map((h) => String(h.daysFromEaster)));
  const ownProclaimed = new Set(installation?.proclaimed.map((h) => h.date));
  return [
    {
      title: 'Fixed days',
      description: 'Every year on the same day; a day on a Sunday is observed on the Monday.',
      rows: [...active.fixed]
        .sort((a, b) => a.month - b.month || a.day - b.day)
        .map((h): HolidayRow => {
          const key = `${h.month}-${h.day}`;
          const when = `${h.day} ${monthNames[h.month - 1]}`;
          return { key, when, name: h.name, source: h.source, own: ownFixed.has(key) };
        }),
    },
    {
      title: 'Days counted from Easter',
      description: 'Moved each year with Easter Sunday.',
      rows: [...active.easter]
        .sort((a, b) => a.daysFromEaster - b.daysFromEaster)
        .map((h): HolidayRow => {
          const key = String(h.daysFromEaster);
          const when = fromEaster(h.daysFromEaster);
          return { key, when, name: h.name, source: h.source, own: ownEaster.has(key) };
        }),
    },
    {
      title: 'Proclaimed days',
      description:
        'One-off days declared by the President (elections, a 27 December after a Sunday Christmas).',
      rows: active.proclaimed.map((h): HolidayRow => ({
        key: h.date,
        when: formatDisplayDay(h.date) ?? h.date,
        name: h.name,
        source: h.source,
        own: ownProclaimed.has(h.date),
      })),
    },
  ];
}

const columns = ['Day', 'Name', 'Source', 'From'];

function HolidayTable({ title, rows }: { title: string; rows: HolidayRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No days in this section.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{row.when}</td>
              <td className="py-2 pr-4">{row.name}</td>
              <td className="py-2 pr-4 break-words text-muted-foreground">{row.source}</td>
              <td className="py-2">
                {row.own ? <Badge>Installation</Badge> : <Badge variant="outline">Bundled</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The calendar business days are counted with, section by section. */
export function HolidayCalendarSections({
  active,
  installation,
}: {
  active: HolidayCalendar;
  installation: HolidayCalendar | null;
}) {
  return (
    <>
      {sections(active, installation).map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle>{section.title}</CardTitle>
            <CardDescription>{section.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <HolidayTable title={section.title} rows={section.rows} />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
