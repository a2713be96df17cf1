import { Briefcase, Landmark } from 'lucide-react';

const audiences = [
  {
    icon: Briefcase,
    title: 'Corporate Services Providers',
    text: 'Manage client structures at scale, keep beneficial ownership registers current and meet reporting duties on time.',
  },
  {
    icon: Landmark,
    title: 'Corporate Groups & Family Offices',
    text: 'See the whole group in one picture: holding companies, subsidiaries, trusts and the people behind them.',
  },
];

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-heading" className="bg-muted px-6 py-20">
      <div className="mx-auto max-w-5xl space-y-10">
        <h2 id="audience-heading" className="text-center text-3xl font-bold tracking-tight">
          Who benefits
        </h2>
        <div className="grid gap-8 md:grid-cols-2">
          {audiences.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4">
              <Icon className="size-10 shrink-0 text-primary" aria-hidden />
              <div className="space-y-2">
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="text-muted-foreground">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
