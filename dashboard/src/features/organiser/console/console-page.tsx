import { isBattleRoyaleFormat, messages } from '@galaxia/core';
import { ArrowLeft, Trophy, UserMinus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { useRevokeStreamerMutation, useTournamentConsoleQuery } from './console-api.ts';
import { AttentionCard } from './dispute-card.tsx';
import { ExportsCard } from './exports-card.tsx';
import { OpenMatchesSection } from './open-matches-section.tsx';
import { PhaseCard } from './phase-card.tsx';
import { PlaySettingsCard } from './play-settings-card.tsx';
import { ResultsAdminsCard } from './results-admins-card.tsx';
import { ResultsSection } from './results-section.tsx';
import { RulingLog } from './ruling-log.tsx';
import { StreamerGrant } from './streamer-grant.tsx';
import { VetoSettingsCard } from './veto-settings-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

const registrationLabel = {
  not_started: 'Registration not started',
  open: 'Registration open',
  closed: 'Registration closed',
};

/** Where an organiser runs a live tournament: start phases, settle disputes, talk to players. */
export function ConsolePage() {
  const { tournamentId = '' } = useParams();
  const { data, isLoading, error, refetch } = useTournamentConsoleQuery(tournamentId, {
    pollingInterval: 10_000,
  });
  const [revoke] = useRevokeStreamerMutation();
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // A link from the dashboard names one match: bring its card into view once the console has loaded.
  useEffect(() => {
    if (loaded && hash.startsWith('#match-'))
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);

  if (isLoading) return <LoadingBlock label="Loading the console" />;
  if (error || !data)
    return <ErrorState message={errorMessage(error, 'Tournament not found')} onRetry={refetch} />;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div>
        <Link
          to={organiserPaths.tournaments}
          className="inline-flex items-center gap-2 text-sm text-slate-400 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden /> My Tournaments
        </Link>
        <h1 className="mt-3 font-display text-3xl font-bold">{data.name}</h1>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone="blue">{registrationLabel[data.registrationStatus]}</Badge>
          <Badge>{data.entries.registered} registered</Badge>
          <Badge>{data.entries.invited} invited</Badge>
          {data.champion ? (
            <Badge tone="yellow">
              <Trophy className="size-3" aria-hidden /> {data.champion.name}
            </Badge>
          ) : null}
        </div>
      </div>

      <PlaySettingsCard tournamentId={tournamentId} />
      {data.hasMapVeto ? <VetoSettingsCard tournamentId={tournamentId} /> : null}

      <section aria-labelledby="attention-title">
        <h2 id="attention-title" className="mb-3 font-display text-xl font-bold">
          {messages.attention.title}
        </h2>
        {data.attention.length ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.attention.map((match) => (
              <li key={match.matchId} id={`match-${match.matchId}`} className="scroll-mt-24">
                <AttentionCard tournamentId={tournamentId} match={match} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">{messages.attention.nothingWaiting}</p>
        )}
      </section>

      <section aria-labelledby="phases-title">
        <h2 id="phases-title" className="mb-3 font-display text-xl font-bold">
          Phases
        </h2>
        <ul className="flex flex-col gap-3">
          {data.phases.map((phase) => (
            <li key={phase.index}>
              <PhaseCard tournamentId={tournamentId} phase={phase} />
            </li>
          ))}
        </ul>
      </section>

      <OpenMatchesSection
        tournamentId={tournamentId}
        matches={data.openMatches}
        hasMapVeto={data.hasMapVeto}
        lobbyMatches={data.openLobbyMatches}
        phases={data.phases}
      />

      <ResultsSection tournamentId={tournamentId} results={data.results} />

      <RulingLog tournamentId={tournamentId} />

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AnnouncementForm tournamentId={tournamentId} />
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <h3 className="font-display text-lg font-bold">Streamers</h3>
            {data.streamers.length ? (
              <ul className="mt-3 flex flex-col gap-2">
                {data.streamers.map((streamer) => (
                  <li key={streamer.userId} className="flex items-center justify-between gap-2 text-sm">
                    <span>{streamer.name}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${streamer.name} as streamer`}
                      onClick={async () => {
                        const result = await asResult(
                          revoke({ tournamentId, userId: streamer.userId }),
                          'Could not remove the streamer',
                        );
                        if (result.success)
                          toast.success(messages.organiserToasts.streamerRemoved(streamer.name));
                        else toast.error(result.error);
                      }}
                    >
                      <UserMinus className="size-4" aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-400">No streamers yet.</p>
            )}
            <StreamerGrant tournamentId={tournamentId} />
          </Card>
          {data.phases.some((phase) => isBattleRoyaleFormat(phase.format)) ? (
            <ResultsAdminsCard tournamentId={tournamentId} />
          ) : null}
          <ExportsCard tournamentId={tournamentId} />
        </div>
      </div>

      <WebhooksCard tournamentId={tournamentId} />
    </div>
  );
}
