import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/hooks/use-toast';

// Radix Toast stays out of the landing page's JavaScript: it is fetched when the first toast is raised (the
// toast store keeps the message meanwhile) and stays mounted from then on.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [raised, setRaised] = useState(false);
  if (hasToasts && !raised) setRaised(true);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
