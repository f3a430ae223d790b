import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { PageAnnouncer } from '../components/layout/page-announcer.tsx';
import { PageOutlet } from '../components/layout/page-outlet.tsx';
import { PageTransition } from '../components/layout/page-transition.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageTransition>
          <PageOutlet />
        </PageTransition>
      </main>
      <Footer />
      <Toaster />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
      <PageAnnouncer />
    </div>
  );
}
