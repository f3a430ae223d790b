import { messages, type TournamentInvitation } from '@galaxia/core';
import { Mail } from 'lucide-react';
import { errorMessage } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import {
  useAnswerTournamentInvitationMutation,
  useTournamentInvitationsQuery,
} from './tournament-invitations-api.ts';

const text = messages.competition;

/** Organisers' invitations waiting on the signed-in captain; nothing shows when there are none. */
export function TournamentInvitations() {
  const { data } = useTournamentInvitationsQuery();
  const invitations = data?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <section
      aria-label={text.invitationsHeading}
      className="flex flex-col gap-3 rounded-2xl border border-brand-500/40 bg-brand-500/5 p-5"
    >
      <h2 className="flex items-center gap-2 font-display text-xl font-bold">
        <Mail className="size-5 text-brand-300" aria-hidden />
        {text.invitationsHeading}
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: TournamentInvitation }) {
  const [answer, { isLoading }] = useAnswerTournamentInvitationMutation();
  const respond = async (accept: boolean) => {
    try {
      await answer({ id: invitation.id, accept }).unwrap();
      toast.success(
        accept
          ? text.invitationAccepted(invitation.team.name, invitation.eventName)
          : text.invitationDeclined,
      );
    } catch (error) {
      toast.error(errorMessage(error, text.invitationAnswerFailed));
    }
  };
  return (
    <li
      aria-label={text.invitationTitle(invitation.eventName)}
      className="flex flex-wrap items-center gap-4 rounded-xl border border-white/10 bg-ink-900/80 p-4"
    >
      <TeamLogo name={invitation.team.name} logo={invitation.team.logo} className="size-10" />
      <div className="min-w-[12rem] flex-1">
        <p className="font-semibold">{text.invitationTitle(invitation.eventName)}</p>
        <p className="text-sm text-slate-400">{text.invitationOffer(invitation.team.name)}</p>
        <p className="text-xs text-muted">{formatDateTime(invitation.invitedAt)}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={isLoading} onClick={() => void respond(false)}>
          Decline
        </Button>
        <Button disabled={isLoading} onClick={() => void respond(true)}>
          Accept
        </Button>
      </div>
    </li>
  );
}
