import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { signInPathFor } from '@/lib/session/after-sign-in';
import { useUser } from '@/lib/session/get-user';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation, type InvitationPreview } from '../api/get-invitation';
import { AcceptSignUpForm } from './accept-sign-up-form';
import { ROLE_DESCRIPTIONS, roleWithArticle } from './role-options';

const inviterName = ({ invitedBy }: InvitationPreview): string | null =>
  invitedBy ? invitedBy.fullName || invitedBy.username : null;

/** A link that no longer works answers 404 (unknown, revoked) or 410 (expired, used) on the public route. */
const isGone = (error: unknown) => error instanceof ApiError && [400, 404, 409, 410].includes(error.status);

/** A 404 does not say which (unknown, used, revoked); an expired link's 410 says it expired. */
const goneReason = (error: unknown) =>
  error instanceof ApiError && error.status === 410
    ? errorMessage(error)
    : 'The link is unknown, was already used, or was revoked: ask whoever invited you to send a new one.';

/** /invitations/:token, signed in or out: who invites you where, then sign up or accept. */
export function AcceptInvitationPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const userQuery = useUser();
  const invitationQuery = useInvitation(token);
  const toDashboard = () => navigate('/dashboard', { replace: true });
  const accept = useAcceptInvitation(token, toDashboard);
  if (userQuery.isPending || invitationQuery.isPending) return <FullPageSpinner />;
  const user = userQuery.data;
  const invitation = invitationQuery.data;

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">Join a team on Ledgerline</h1>
          {invitation ? (
            <CardDescription>
              {inviterName(invitation) ?? 'A member'} invited {invitation.email} to{' '}
              <span className="font-medium text-foreground">{invitation.accountName}</span> as{' '}
              <span className="font-medium text-foreground">{roleWithArticle(invitation.role)}</span>.{' '}
              {ROLE_DESCRIPTIONS[invitation.role]} The invitation expires{' '}
              {formatDateTime(invitation.expiresAt)}.
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {invitationQuery.isError ? (
            isGone(invitationQuery.error) ? (
              <div role="alert" className="grid gap-2">
                <p className="font-medium">This invitation can no longer be used</p>
                <p className="text-sm text-muted-foreground">{goneReason(invitationQuery.error)}</p>
              </div>
            ) : (
              <LoadErrorAlert
                title="Could not load the invitation"
                detail={errorMessage(invitationQuery.error)}
                onRetry={() => void invitationQuery.refetch()}
              />
            )
          ) : user ? (
            <>
              <p className="text-sm">
                You are signed in as <span className="font-medium">{user.username}</span>.
              </p>
              <Button disabled={accept.isPending} onClick={() => accept.mutate({})}>
                {accept.isPending ? <Spinner /> : null}
                Accept invitation
              </Button>
            </>
          ) : invitation ? (
            <>
              <AcceptSignUpForm token={token} email={invitation.email} onAccepted={toDashboard} />
              <p className="text-center text-sm text-muted-foreground">
                I already have an account:{' '}
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={signInPathFor(location)}
                >
                  sign in
                </Link>
              </p>
            </>
          ) : null}
          <Button variant="ghost" asChild>
            <Link to="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
