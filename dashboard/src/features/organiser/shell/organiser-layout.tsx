import { PanelLeft } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMeQuery } from '../../../app/auth-api.ts';
import { AccountControls } from '../../../components/layout/account-controls.tsx';
import { Brand } from '../../../components/layout/brand.tsx';
import { PageAnnouncer } from '../../../components/layout/page-announcer.tsx';
import { PageOutlet } from '../../../components/layout/page-outlet.tsx';
import { SkipLink } from '../../../components/layout/skip-link.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { rememberReturnUrl } from '../../../lib/login-return.ts';
import { DiscordRequiredNotice } from './discord-required-notice.tsx';
import { OrganiserSidebar } from './organiser-sidebar.tsx';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state.ts';

const MOBILE_QUERY = '(max-width: 767px)';

export function OrganiserLayout() {
  const location = useLocation();
  const { data: me, isLoading } = useMeQuery();
  const [expanded, setExpanded] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((open) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
      document.cookie = sidebarCookie(!open);
      return !open;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-16">
        <LoadingBlock label="Loading the organiser area" />
      </div>
    );
  }
  if (!me) {
    rememberReturnUrl(location);
    return <Navigate to="/login" replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 flex h-16 items-center justify-between gap-3 border-b border-white/10 bg-ink-950/85 px-4 backdrop-blur">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-white/10"
          >
            <PanelLeft className="size-5" aria-hidden />
          </button>
          <Brand />
        </div>
        <AccountControls />
      </header>
      <div className="flex flex-1">
        <OrganiserSidebar
          expanded={expanded}
          onToggle={toggle}
          mobileOpen={mobileOpen}
          onMobileOpenChange={setMobileOpen}
        />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8">
          {me.discordLinked ? <PageOutlet /> : <DiscordRequiredNotice />}
        </main>
      </div>
      <Toaster />
      <PageAnnouncer />
    </div>
  );
}
