import type { PublicUser } from '@ledgerline/contracts';
import { cn } from '@/lib/utils';

/** 'Seats 3 / 5' against the plan's user limit (spec 000: Free and Basic 1, Standard 5, Pro 15). */
export function SeatUsage({ user, members }: { user: PublicUser; members: number | undefined }) {
  const used = Math.max(user.currentUserCount, members ?? 0);
  const percent = user.maxUsers > 0 ? Math.min(100, Math.round((used / user.maxUsers) * 100)) : 100;
  const full = used >= user.maxUsers;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Seats</span>
        <span className="text-muted-foreground">
          {used} / {user.maxUsers} used on the {user.subscriptionTier} plan
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Seats used"
        aria-valuemin={0}
        aria-valuemax={user.maxUsers}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', full ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {full ? (
        <p className="text-sm text-muted-foreground">
          Every seat is taken: remove a member or move to a plan with more users before inviting anyone.
        </p>
      ) : null}
    </div>
  );
}
