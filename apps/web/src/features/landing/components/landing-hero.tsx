import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function LandingHero() {
  return (
    <section className="bg-sidebar px-6 py-24 text-center text-sidebar-foreground">
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
          Entity relationship management for modern compliance
        </h1>
        <p className="text-lg text-sidebar-foreground/80">
          Track companies, individuals and trusts, map who owns and controls what, identify beneficial owners
          and never miss a filing deadline.
        </p>
        <Button size="lg" asChild>
          <Link to="/auth">
            Get Started
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
