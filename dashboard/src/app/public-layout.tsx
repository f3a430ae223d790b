import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { PageOutlet } from '../components/layout/page-outlet.tsx';
import { PageTransition } from '../components/layout/page-transition.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink-800 focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <PageTransition>
          <PageOutlet />
        </PageTransition>
      </main>
      <Footer />
      <Toaster />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
