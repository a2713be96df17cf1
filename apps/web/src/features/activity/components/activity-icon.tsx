import { Building2, Landmark, Link2, User, Wallet } from 'lucide-react';
import type { ActivitySubject, ActivityType } from '@ledgerline/contracts';
import { cn } from '@/lib/utils';

const subjectIcons = {
  company: Building2,
  individual: User,
  trust: Landmark,
  relationship: Link2,
  asset: Wallet,
} satisfies Record<ActivitySubject, unknown>;

const verbTones: Record<string, string> = {
  create: 'bg-green-100 text-green-700',
  update: 'bg-blue-100 text-blue-700',
  delete: 'bg-red-100 text-red-700',
};

/** One icon per activityType: the subject picks the glyph, the verb the colour. */
export function ActivityIcon({ activityType }: { activityType: ActivityType }) {
  const [verb = 'update', subject = 'company'] = activityType.split('_') as [string?, ActivitySubject?];
  const Icon = subjectIcons[subject] ?? Building2;
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        verbTones[verb] ?? verbTones.update,
      )}
      data-activity-type={activityType}
      aria-hidden
    >
      <Icon className="size-4" />
    </span>
  );
}
