import { Building2, Network, ShieldCheck } from 'lucide-react';

const highlights = [
  { icon: Building2, text: 'Keep every company, individual and trust in one register.' },
  { icon: Network, text: 'Map ownership and control across your whole structure.' },
  { icon: ShieldCheck, text: 'Stay ahead of beneficial ownership and filing deadlines.' },
];

/** The marketing side panel; shown on wide screens only (spec 000 '/auth'). */
export function AuthMarketingPanel() {
  return (
    <aside className="hidden flex-1 flex-col justify-center gap-8 bg-sidebar p-12 text-sidebar-foreground lg:flex">
      <div className="space-y-3">
        <h2 className="text-3xl font-bold text-white">Entity relationships, made clear</h2>
        <p className="text-lg text-sidebar-foreground/80">
          Ledgerline helps corporate services providers, corporate groups and family offices track ownership,
          beneficial owners and compliance in one place.
        </p>
      </div>
      <ul className="space-y-4">
        {highlights.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-white" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
