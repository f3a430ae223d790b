import { type ComponentType, useEffect, useState } from 'react';
import { AccountButtons } from './account-buttons.tsx';

/**
 * The header's account part. It needs the store, which the home page's first load leaves out, so it
 * loads after hydration; until then it looks as it does while `/me` is unanswered (the server's HTML
 * too), in the same room, so nothing shifts when it arrives.
 */
export function HeaderAccount() {
  const [Parts, setParts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import('./header-account-parts.tsx').then((m) => {
      if (live) setParts(() => m.HeaderAccountParts);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Parts) return <Parts />;
  return (
    <div className="flex items-center gap-2">
      <AccountButtons user={null} disabled />
    </div>
  );
}
