import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { SessionRow } from './session-row';

export function SessionsCard() {
  const sessionsQuery = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const sessions = sessionsQuery.data ?? [];
  const others = sessions.filter((session) => !session.current).length;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle id="sessions-title">Signed-in sessions</CardTitle>
          <CardDescription>
            Where your account is signed in. Sign out any session you do not recognise, then change your
            password.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          {revokeOthers.isPending ? <Spinner /> : <LogOut aria-hidden />}
          Sign out all other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {sessionsQuery.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading sessions">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : sessionsQuery.isError ? (
          <LoadErrorAlert
            title="Could not load your sessions"
            detail={errorMessage(sessionsQuery.error)}
            onRetry={() => void sessionsQuery.refetch()}
          />
        ) : sessions.length === 0 ? (
          <EmptyState title="No sessions" description="No signed-in sessions were found." />
        ) : (
          <ul className="divide-y" aria-labelledby="sessions-title">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={revoke.isPending && revoke.variables === session.id}
                onSignOut={(target) => revoke.mutate(target.id)}
              />
            ))}
          </ul>
        )}
        {sessions.length > 0 && others === 0 ? (
          <p className="pt-2 text-sm text-muted-foreground">You are not signed in anywhere else.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
