import {
  type CommunityPage as Community,
  type CommunityCircuit,
  type EventListItem,
  messages,
} from '@galaxia/core';
import { Crown, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { EventCard } from '../../components/events/event-card.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { usePageTitle } from '../../components/layout/use-page-title.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { MarkdownText } from '../../components/ui/markdown-text.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useCommunityQuery } from './communities-api.ts';

const text = messages.community;

/** /c/<slug>: a Discord server's home, its tournaments by stage, past champions per series and staff. */
export function CommunityPage() {
  const { slug = '' } = useParams();
  const query = useCommunityQuery(slug);
  usePageTitle(query.data ? { item: query.data.name } : null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
      <QueryState query={query} label="Loading community" fallbackError={text.notFound}>
        {(community) => <CommunityView community={community} />}
      </QueryState>
    </div>
  );
}

function CommunityView({ community }: { community: Community }) {
  return (
    <>
      <header className="flex flex-col gap-5">
        {community.banner ? (
          <img
            src={community.banner}
            alt=""
            className="aspect-[4/1] w-full rounded-2xl border border-white/10 object-cover"
          />
        ) : null}
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <Avatar
            name={community.name}
            src={community.icon}
            className="size-20 text-3xl font-display ring-4"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h1 className="break-words font-display text-4xl font-bold">{community.name}</h1>
            <div className="flex flex-wrap gap-2">
              {community.inviteUrl ? (
                <Button asChild variant="secondary">
                  <a href={community.inviteUrl} target="_blank" rel="noreferrer">
                    Join the Discord <ExternalLink className="size-4" aria-hidden />
                  </a>
                </Button>
              ) : null}
              {community.socials.map((social) => (
                <Button key={social.url} asChild variant="ghost">
                  <a href={social.url} target="_blank" rel="noopener noreferrer nofollow">
                    {social.label} <ExternalLink className="size-4" aria-hidden />
                  </a>
                </Button>
              ))}
            </div>
          </div>
        </div>
        {community.description ? (
          <MarkdownText markdown={community.description} className="max-w-3xl" />
        ) : null}
      </header>

      <EventGroup title={text.sections.ongoing} events={community.ongoing} />
      <EventGroup title={text.sections.upcoming} events={community.upcoming} />
      {community.ongoing.length + community.upcoming.length + community.past.length === 0 ? (
        <p className="text-slate-400">{text.noTournaments}</p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <TitledSection title={text.sections.champions} className="flex flex-col gap-4">
          {community.champions.length ? (
            community.champions.map((series) => (
              <div key={series.series} className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
                <h3 className="font-display text-lg font-semibold">{series.series}</h3>
                <ul className="mt-3 flex flex-col gap-2">
                  {series.seasons.map((season) => (
                    <li key={season.eventId} className="flex min-w-0 items-center gap-3">
                      <Crown className="size-4 shrink-0 text-amber-300" aria-hidden />
                      <Link
                        to={paths.event(season.eventId)}
                        className="shrink-0 text-sm text-slate-300 hover:underline"
                      >
                        Season {season.seasonNumber}
                      </Link>
                      <TeamLogo
                        name={season.champion.name}
                        logo={season.champion.logo}
                        className="size-7 text-xs"
                      />
                      <span className="truncate font-semibold">{season.champion.name}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          ) : (
            <p className="text-sm text-slate-400">{text.noChampions}</p>
          )}
        </TitledSection>
        <TitledSection title={text.sections.staff} className="flex flex-col gap-4">
          {community.staff.length ? (
            <ul className="flex flex-col gap-2 rounded-xl border border-white/10 bg-ink-900/80 p-5">
              {community.staff.map((member) => (
                <li key={`${member.name}-${member.role}`} className="flex items-center justify-between gap-3">
                  <span className="truncate font-semibold">{member.name}</span>
                  <span className="text-sm text-slate-400">{member.role}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-400">{text.noStaff}</p>
          )}
        </TitledSection>
      </div>

      {community.circuits.map((circuit) => (
        <CircuitLeaderboard key={circuit.series} circuit={circuit} />
      ))}

      <EventGroup title={text.sections.past} events={community.past} />
    </>
  );
}

function EventGroup({ title, events }: { title: string; events: EventListItem[] }) {
  if (events.length === 0) return null;
  return (
    <TitledSection title={title}>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

const placesLabel = (from: number, to: number) => (from === to ? `#${from}` : `#${from}–${to}`);

/** A series' circuit: its points table and tiebreaks stated, then the teams' and players' standings. */
function CircuitLeaderboard({ circuit }: { circuit: CommunityCircuit }) {
  const copy = text.circuit;
  return (
    <TitledSection title={copy.title(circuit.series)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 text-sm text-slate-300 sm:flex-row sm:gap-8">
        <p>
          Points:{' '}
          {circuit.table.map((line) => `${placesLabel(line.from, line.to)} ${line.points}`).join(' · ')}
        </p>
        <p>
          {copy.tiebreaksTitle}: {circuit.tiebreaks.join(', then ')}.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <CircuitTable title={copy.teams} rows={circuit.teams} />
        <CircuitTable title={copy.players} rows={circuit.players} />
      </div>
    </TitledSection>
  );
}

function CircuitTable({ title, rows }: { title: string; rows: CommunityCircuit['teams'] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10 bg-ink-900/80">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left font-display text-lg font-semibold">{title}</caption>
        <thead className="text-left text-xs uppercase tracking-wider text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2">
              Rank
            </th>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Points
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Titles
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Best
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-white/5">
              <td className="px-4 py-2 font-semibold">{row.rank}</td>
              <td className="max-w-48 truncate px-4 py-2">{row.name}</td>
              <td className="px-4 py-2 text-right font-semibold">{row.points}</td>
              <td className="px-4 py-2 text-right">{row.titles}</td>
              <td className="px-4 py-2 text-right">#{row.bestPlace}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
