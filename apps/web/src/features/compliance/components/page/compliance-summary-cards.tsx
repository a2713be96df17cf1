import { CalendarClock, FileText, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface ComplianceSummary {
  /** The server's verdict (GET /api/compliance/status/{id}); null while it loads or when it failed. */
  isCompliant: boolean | null;
  beneficialOwners: number | null;
  dueSoon: number | null;
  documents: number | null;
}

const show = (value: number | null, text: (n: number) => string) => (value === null ? '-' : text(value));

/** The four summary cards, with live values (the spec's texts were static placeholders). */
export function ComplianceSummaryCards({ summary }: { summary: ComplianceSummary }) {
  const { isCompliant } = summary;
  const cards = [
    {
      title: 'Compliance Status',
      icon: ShieldCheck,
      value: isCompliant === null ? '-' : isCompliant ? 'Good Standing' : 'Attention Required',
      tone: isCompliant === null ? '' : isCompliant ? 'text-success' : 'text-destructive',
      testId: 'compliance-status',
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
      tone: summary.dueSoon ? 'text-warning' : '',
    },
    {
      title: 'Documents',
      icon: FileText,
      value: show(summary.documents, (n) => (n === 1 ? '1 File' : `${n} Files`)),
      tone: '',
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.title}>
          <CardContent className="flex items-center gap-3 pt-6">
            <card.icon className="size-8 text-muted-foreground" aria-hidden />
            <div>
              <p className="text-sm text-muted-foreground">{card.title}</p>
              <p className={cn('text-lg font-semibold', card.tone)} data-testid={card.testId}>
                {card.value}
              </p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
