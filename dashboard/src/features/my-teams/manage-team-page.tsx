import { messages } from '@galaxia/core';
import { useMeQuery } from '../../app/auth-api.ts';
import { SignInPrompt } from '../../components/layout/sign-in-prompt.tsx';
import { LoadingBlock } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { TeamPage } from './teams/team-page.tsx';

/** /my-teams/:teamId: the same roster page as the organiser area, for players on the public site. */
export function ManageTeamPage() {
  const me = useMeQuery();
  if (me.isLoading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadingBlock label="Loading the team" />
      </div>
    );
  }
  if (!me.data)
    return <SignInPrompt title={messages.publicSite.signInTitle} text={messages.publicSite.signInTeams} />;
  return (
    <div className="px-4 py-12">
      <TeamPage backTo={paths.myTeams} backLabel="My Teams" />
    </div>
  );
}
