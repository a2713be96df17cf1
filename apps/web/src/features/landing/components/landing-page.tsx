import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AudienceSection } from './audience-section';
import { FeatureGrid } from './feature-grid';
import { LandingHero } from './landing-hero';

export function LandingPage() {
  return (
    <div className="min-h-screen">
      <header className="bg-sidebar px-6 py-4">
        <span className="text-xl font-bold text-white">Ledgerline</span>
      </header>
      <main>
        <LandingHero />
        <FeatureGrid />
        <AudienceSection />
        <section aria-labelledby="cta-heading" className="px-6 py-20 text-center">
          <div className="mx-auto max-w-2xl space-y-6">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Ready to take control of your entity structures?
            </h2>
            <div className="flex flex-wrap justify-center gap-4">
              <Button size="lg" asChild>
                <Link to="/auth?tab=register">Sign Up Now</Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/auth">Login</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <footer className="border-t px-6 py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Ledgerline
      </footer>
    </div>
  );
}
