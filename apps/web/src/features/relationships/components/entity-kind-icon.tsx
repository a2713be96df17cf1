import { Building2, Landmark, User } from 'lucide-react';
import { cn } from '@/lib/utils';

const icons = { company: Building2, individual: User, trust: Landmark } as const;
const names = { company: 'Company', individual: 'Individual', trust: 'Trust' } as const;

/** The kind of an entity as an icon, with its kind as the accessible name. */
export function EntityKindIcon({ type, className }: { type: string; className?: string }) {
  const kind = (type in icons ? type : 'company') as keyof typeof icons;
  const Icon = icons[kind];
  return (
    <Icon
      className={cn('size-4 shrink-0 text-muted-foreground', className)}
      aria-label={names[kind]}
      role="img"
    />
  );
}
