import { BarChart3, Building2, CalendarCheck, Network, UserCheck, Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const productFeatures = [
  {
    icon: Building2,
    title: 'Entity Management',
    text: 'Keep companies, individuals and trusts with their registration, tax and contact details.',
  },
  {
    icon: Network,
    title: 'Relationship Mapping',
    text: 'Record shareholders, directors, trustees and beneficiaries, with ownership percentages.',
  },
  {
    icon: UserCheck,
    title: 'Beneficial Ownership',
    text: 'Trace ownership chains to find the individuals who own or control each entity.',
  },
  {
    icon: Wallet,
    title: 'Asset Tracking',
    text: 'Record the assets each entity owns, their value and acquisition dates.',
  },
  {
    icon: BarChart3,
    title: 'Interactive Visualizations',
    text: 'Explore ownership networks and organisation charts of your whole structure.',
  },
  {
    icon: CalendarCheck,
    title: 'Compliance Management',
    text: 'Track filing requirements, deadlines and compliance documents per entity.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="px-6 py-20">
      <div className="mx-auto max-w-6xl space-y-10">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to manage entity structures
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productFeatures.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="size-8 text-primary" aria-hidden />
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
