import { CalendarClock, FileText, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface ComplianceSummary {
  /** null while the filings load or when they failed. */
  overdue: number | null;
  beneficialOwners: number | null;
  dueSoon: number | null;
  documents: number | null;
}

const show = (value: number | null, text: (n: number) => string) => (value === null ? '-' : text(value));

/** The four summary cards, with live values (the spec's texts were static placeholders). */
export function ComplianceSummaryCards({ summary }: { summary: ComplianceSummary }) {
  const attention = summary.overdue !== null && summary.overdue > 0;
  const cards = [
    {
      title: 'Compliance Status',
      icon: ShieldCheck,
      value: summary.overdue === null ? '-' : attention ? 'Attention Required' : 'Good Standing',
      tone: summary.overdue === null ? '' : attention ? 'text-destructive' : 'text-success',
    },
    {
      title: 'Beneficial Owners',
      icon: Users,
      value: show(summary.beneficialOwners, (n) => `${n} Identified`),
      tone: '',
    },
    {
      title: 'Upcoming Deadlines',
      icon: CalendarClock,
      value: show(summary.dueSoon, (n) => `${n} Due Soon`),
      tone: summary.dueSoon ? 'text-amber-600' : '',
    },
    { title: 'Documents', icon: FileText, value: show(summary.documents, (n) => `${n} Files`), tone: '' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.title}>
          <CardContent className="flex items-center gap-3 pt-6">
            <card.icon className="size-8 text-muted-foreground" aria-hidden />
            <div>
              <p className="text-sm text-muted-foreground">{card.title}</p>
              <p className={cn('text-lg font-semibold', card.tone)}>{card.value}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
