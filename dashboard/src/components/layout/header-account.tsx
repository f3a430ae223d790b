import { type ComponentType, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PreloadedReads } from '../../app/preloaded-queries.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AccountButtons } from './account-buttons.tsx';

type Parts = ComponentType<{ opened: boolean }>;

/**
 * The header's account part. It needs the store, which the home page's first load leaves out: it loads
 * after hydration, except on the home page of a reader the server knows is signed out, where it waits
 * for the first click on "Sign in" or the first other page. Until then it looks as it does while `/me`
 * is unanswered (so does the server's HTML), in the same room, so nothing shifts when it arrives.
 */
export function HeaderAccount() {
  const signedOut = useContext(PreloadedReads).some(
    (read) => read.route === 'account.me' && read.value === null,
  );
  const onHome = useLocation().pathname === paths.home;
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const [Loaded, setLoaded] = useState<Parts | null>(null);
  const wanted = opened || !signedOut || !onHome;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./header-account-parts.tsx').then((m) => {
      if (live) setLoaded(() => m.HeaderAccountParts);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (Loaded) return <Loaded opened={opened} />;
  return (
    <div className="flex items-center gap-2">
      <AccountButtons user={null} disabled={!signedOut || !hydrated} onOpen={() => setOpened(true)} />
    </div>
  );
}
