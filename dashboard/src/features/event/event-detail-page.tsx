import type { EventDetail, RegistrationStatusInfo } from '@galaxia/core';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEventDetailQuery } from '../../app/event-api.ts';
import { EventArt } from '../../components/events/event-art.tsx';
import { FinalPlacings } from '../../components/events/final-placings.tsx';
import { ClosedBanner, RegistrationBadge } from '../../components/events/registration-badge.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { usePageTitle } from '../../components/layout/use-page-title.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useIntlLocale } from '../../lib/i18n/language.tsx';
import { translateRoundName } from '../../lib/i18n/round-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { EVENT_SECTIONS, paths } from '../../lib/paths.ts';
import { RegistrationPanel } from './registration-panel.tsx';
import { ScheduleBadge } from './schedule-status.tsx';
import { SECTION_ICONS } from './sections.ts';
import { useEventParams } from './use-event-params.ts';

export function EventDetailPage() {
  const { eventId } = useEventParams();
  const query = useEventDetailQuery(eventId);
  const t = useT();
  usePageTitle(query.data ? { event: query.data.title } : null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <BackLink to={paths.events} label={t('event.allEvents')} />
      <QueryState query={query} label={t('event.loading')} fallbackError={t('event.loadFailed')} rows={4}>
        {(event) => <EventOverview event={event} />}
      </QueryState>
    </div>
  );
}

/** Whether a sub-page already has something to show, for the hint under its link. */
const sectionReady = (event: EventDetail) => ({
  brackets: event.hasBrackets,
  matches: event.hasMatches,
  streams: event.hasStreams,
});

function EventOverview({ event }: { event: EventDetail }) {
  const ready = sectionReady(event);
  const t = useT();
  const locale = useIntlLocale();
  const registrationText = (info: RegistrationStatusInfo) =>
    info.status === 'closed'
      ? t('registration.closed')
      : info.status === 'open'
        ? t('registration.endsOn', { date: info.date })
        : t('registration.startsOn', { date: info.date });
  const facts = [
    { label: t('event.facts.game'), value: event.game },
    { label: t('event.facts.format'), value: event.format || '—' },
    { label: t('event.facts.prizePool'), value: event.prizePool || '—' },
    {
      label: t('event.facts.host'),
      // The host's community page, once its admins have set one up: its seasons, champions and staff.
      value: event.communitySlug ? (
        <Link
          to={paths.community(event.communitySlug)}
          className="text-brand-300 underline-offset-4 hover:underline"
        >
          {event.host}
        </Link>
      ) : (
        event.host
      ),
    },
  ];
  return (
    <>
      <section className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="self-start overflow-hidden rounded-2xl border border-white/10">
          <EventArt image={event.image} alt={event.imageAlt} game={event.game} priority>
            {event.registrationStatus === 'closed' ? <ClosedBanner text={t('registration.closed')} /> : null}
          </EventArt>
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge tone="blue">{event.game}</Badge>
            <Badge>{t(`event.status.${event.status}`)}</Badge>
            {event.isParticipating ? <Badge tone="brand">{t('event.participating')}</Badge> : null}
          </div>
          <h1 className="break-words font-display text-4xl font-bold leading-tight sm:text-5xl">
            {event.title}
          </h1>
          {/* A finished event names its champion; registering is long over, so it offers no entry. */}
          {event.status === 'past' ? (
            <FinalPlacings eventId={event.id} placings={event.placings} />
          ) : (
            <>
              <RegistrationBadge event={event} translate={registrationText} />
              <RegistrationPanel eventId={event.id} eventName={event.title} />
            </>
          )}
          {event.description ? <p className="text-slate-300">{event.description}</p> : null}
          <dl className="grid grid-cols-2 gap-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg border border-white/10 bg-white/5 px-3 py-2">
                <dt className="text-xs uppercase tracking-wider text-slate-400">{fact.label}</dt>
                <dd className="mt-0.5 break-words font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {event.townHalls.length ? <TownHallLineup lines={event.townHalls} /> : null}
          {event.roadmap ? <p className="text-sm text-slate-400">{event.roadmap}</p> : null}
          {event.discordLink ? (
            <Button asChild variant="secondary" className="self-start">
              <a href={event.discordLink} target="_blank" rel="noreferrer">
                {t('event.joinDiscord')} <ExternalLink className="size-4" aria-hidden />
              </a>
            </Button>
          ) : null}
        </div>
      </section>

      <nav aria-label={t('event.pagesLabel')}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
          {EVENT_SECTIONS.map((section) => {
            const Icon = SECTION_ICONS[section];
            const notYet = section in ready && !ready[section as keyof typeof ready];
            return (
              <li key={section}>
                <Link
                  to={paths.eventSection(event.id, section)}
                  className="group flex h-full flex-col gap-2 rounded-xl border border-white/10 bg-ink-900/80 p-3 transition-colors hover:border-brand-500/60 sm:p-4"
                >
                  <Icon className="size-6 text-brand-300" aria-hidden />
                  {/* "Announcements" fits a 320 px phone's half width only just: it breaks rather than overflow. */}
                  <span className="flex min-w-0 items-center justify-between gap-1 font-display text-base font-bold [overflow-wrap:anywhere] sm:text-lg">
                    {t(`event.sections.${section}.title`)}
                    <ArrowRight
                      className="hidden size-4 text-muted group-hover:text-white sm:block"
                      aria-hidden
                    />
                  </span>
                  <span className="hidden text-xs text-slate-400 sm:block">
                    {notYet ? t('event.nothingYet') : t(`event.sections.${section}.text`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {event.schedule.length ? (
        <TitledSection title={t('event.schedule')}>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {event.schedule.map((item) => (
              <li
                key={`${item.phase}-${item.date}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-white/10 bg-white/5 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{translateRoundName(item.phase, t)}</p>
                  <p className="text-sm text-slate-400">{formatDay(item.date, locale)}</p>
                </div>
                <ScheduleBadge status={item.status} />
              </li>
            ))}
          </ol>
        </TitledSection>
      ) : null}
    </>
  );
}

/** A war's Town Hall breakdown: the bases each team fields, highest level first. */
function TownHallLineup({ lines }: { lines: EventDetail['townHalls'] }) {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  const t = useT();
  return (
    <section
      aria-labelledby="town-halls-title"
      className="rounded-lg border border-white/10 bg-white/5 px-3 py-2"
    >
      <h2 id="town-halls-title" className="text-xs uppercase tracking-wider text-slate-400">
        {t('event.townHalls', { count: total })}
      </h2>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {lines.map((line) => (
          <li
            key={line.level}
            className="rounded-md bg-ink-950/60 px-2 py-0.5 text-sm font-semibold tabular-nums"
          >
            {t('event.townHallLine', { count: line.count, level: line.level })}
          </li>
        ))}
      </ul>
    </section>
  );
}
