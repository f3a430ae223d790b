import { GameAccountsPanel } from '../../components/game-accounts/game-accounts-panel.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { SignedInPage } from '../../components/layout/signed-in-page.tsx';

/** Game-account verification is a player's task: any signed-in person does it here, Discord or not. */
export const GameAccountsPage = () => <SignedInPage personal="gameAccounts" page={SignedInGameAccounts} />;

function SignedInGameAccounts() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <PageHeading title="Game accounts">
        Verify the game accounts you play with. Tournaments that require verified accounts take your team once
        every player has sent theirs; the organiser reviews BGMI videos when your team applies.
      </PageHeading>
      <div>
        <GameAccountsPanel />
      </div>
    </div>
  );
}
