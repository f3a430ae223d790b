import { useMeQuery } from '../../../app/auth-api.ts';
import { GameAccountsPanel } from '../../../components/game-accounts/game-accounts-panel.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ReviewQueue } from './review-queue.tsx';

export function VerifyPage() {
  const { data: me } = useMeQuery();
  return (
    <>
      <PageHeader
        title="Verify Identity"
        description="Link your game accounts so you can play in tournaments that require verification."
      />
      <GameAccountsPanel />
      {me?.servers.length ? <ReviewQueue /> : null}
    </>
  );
}
