import { SignedInPage } from '../../components/layout/signed-in-page.tsx';
import { paths } from '../../lib/paths.ts';
import { TeamPage } from './teams/team-page.tsx';

/** /my-teams/:teamId: the same roster page as the organiser area, for players on the public site. */
export const ManageTeamPage = () => <SignedInPage personal="team" page={TeamRoster} />;

const TeamRoster = () => (
  <div className="px-4 py-12">
    <TeamPage backTo={paths.myTeams} backLabel="My Teams" />
  </div>
);
