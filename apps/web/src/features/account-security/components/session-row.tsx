import { Monitor } from 'lucide-react';
import type { UserSessionSummary } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatRelative } from '@/lib/format';

interface SessionRowProps {
  session: UserSessionSummary;
  signingOut: boolean;
  onSignOut: (session: UserSessionSummary) => void;
}

export function SessionRow({ session, signingOut, onSignOut }: SessionRowProps) {
  const device = session.userAgent ?? 'Unknown device';
  return (
    <li className="flex flex-wrap items-center gap-4 py-4" aria-current={session.current || undefined}>
      <Monitor className="size-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{device}</span>
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Signed in {formatDateTime(session.createdAt)}
          {session.clientAddress ? ` from ${session.clientAddress}` : ''} · Last active{' '}
          {session.current ? 'now' : formatRelative(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={signingOut}
          onClick={() => onSignOut(session)}
          aria-label={`Sign out ${device}, signed in ${formatDateTime(session.createdAt)}`}
        >
          {signingOut ? <Spinner /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}
