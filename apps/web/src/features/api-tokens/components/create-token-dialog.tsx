import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateApiTokenRequest, createApiTokenRequestSchema } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/hooks/use-toast';
import { useCreateApiToken } from '../api/create-api-token';
import { CreatedToken } from './created-token';

const tokenFields = ['name', 'scopes', 'expiresAt'] as const;
const ACCESS_OPTIONS = [
  { value: 'read', label: 'Read only' },
  { value: 'read,write', label: 'Read and write' },
] as const;

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Name, access and expiry; once created, the dialog shows the token to copy instead of the form. */
export function CreateTokenDialog({ open, onOpenChange }: CreateTokenDialogProps) {
  const [token, setToken] = useState<string | null>(null);
  const form = useForm<CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequestSchema),
    defaultValues: { name: '', scopes: ['read'], expiresAt: null },
  });
  const create = useCreateApiToken();
  const close = () => {
    setToken(null);
    form.reset();
    create.reset();
    onOpenChange(false);
  };
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => setToken(created.token),
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, tokenFields))
          toast({
            title: 'Could not create the token',
            description: errorMessage(error),
            variant: 'destructive',
          });
      },
    }),
  );
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{token ? 'Token created' : 'New API token'}</DialogTitle>
          <DialogDescription>
            {token
              ? 'Use it in your scripts and integrations.'
              : 'A token acts as you, with your role in this account; it never has administrator powers.'}
          </DialogDescription>
        </DialogHeader>
        {token ? (
          <>
            <CreatedToken token={token} />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="New API token">
            <FormField
              label="Name"
              error={errors.name?.message}
              description="What uses it, e.g. Nightly sync"
              required
            >
              {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
            </FormField>
            <FormField label="Access" error={errors.scopes?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="scopes"
                  render={({ field }) => (
                    <Select
                      {...control}
                      options={ACCESS_OPTIONS}
                      value={field.value.join(',')}
                      onValueChange={(value) => field.onChange(value.split(','))}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              label="Expires"
              error={errors.expiresAt?.message}
              description="It works until the end of this day; leave empty for no expiry."
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="expiresAt"
                  render={({ field }) => (
                    <Input
                      {...control}
                      type="date"
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(event.target.value || null)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create token'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
