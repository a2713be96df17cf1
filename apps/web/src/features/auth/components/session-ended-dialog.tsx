import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError, onSessionEnded } from '@/lib/api-client';
import { LoginForm } from './login-form';

const refusedForSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Opens over the current page when a request is refused because the session ended (expired, revoked, or
 * signed out elsewhere). Nothing underneath unmounts, so a filled form keeps its values: after signing in
 * again the user sends it once more, and reads refused meanwhile are fetched again.
 */
export function SessionEndedDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => onSessionEnded(() => setOpen(true)), []);

  const signedInAgain = () => {
    setOpen(false);
    void queryClient.invalidateQueries({ predicate: (query) => refusedForSession(query.state.error) });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement)
            .querySelector<HTMLInputElement>('input[type="password"]')
            ?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Your session has ended</DialogTitle>
          <DialogDescription>
            Sign in again to carry on. What you entered on this page is kept; send it again once you are
            signed in.
          </DialogDescription>
        </DialogHeader>
        <LoginForm username={username} onSuccess={signedInAgain} />
      </DialogContent>
    </Dialog>
  );
}
