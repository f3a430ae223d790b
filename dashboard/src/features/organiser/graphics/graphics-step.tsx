import {
  type GraphicsSection,
  graphicsSections,
  isGraphicsSection,
  messages,
  templateDataOf,
} from '@galaxia/core';
import { useId, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBasicInfoQuery, useCalendarQuery } from '../api/event-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { useGraphicsDesignQuery } from './graphics-api.ts';
import { GraphicsEditor } from './graphics-editor.tsx';

/** One section's editor, opened on a copy fetched now: a cached copy could be a version behind. */
function SectionEditor({ tournamentId, section }: { tournamentId: string; section: GraphicsSection }) {
  const query = useGraphicsDesignQuery({ id: tournamentId, section }, { refetchOnMountOrArgChange: true });
  const info = useBasicInfoQuery(tournamentId);
  const calendar = useCalendarQuery(tournamentId);
  const [openedAt] = useState(() => Date.now());
  const [generation, setGeneration] = useState(0);
  const fresh = query.data !== undefined && (query.fulfilledTimeStamp ?? 0) >= openedAt;

  if (query.isError && !fresh) {
    return (
      <ErrorState message={errorMessage(query.error, messages.event.notFound)} onRetry={query.refetch} />
    );
  }
  if (!fresh || !query.data || !info.data) return <LoadingBlock label="Loading the design" />;

  const templateData = calendar.isLoading ? null : templateDataOf(info.data, calendar.data?.calendar ?? []);
  return (
    <GraphicsEditor
      key={generation}
      tournamentId={tournamentId}
      section={section}
      initial={query.data}
      templateData={templateData}
      eventName={info.data.eventName}
      seasonNumber={info.data.seasonNumber}
      onLoadLatest={async () => {
        await query.refetch();
        setGeneration((count) => count + 1);
      }}
      fetchLatestVersion={async () => (await query.refetch().unwrap()).updatedAt}
    />
  );
}

export function GraphicsStep() {
  const { tournamentId = '', section = '' } = useParams();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-bold">
            Graphics
          </h2>
          <p className="text-sm text-slate-400">
            Design the tournament's poster, header, logo, match cards and social posts. Changes save on their
            own.
          </p>
        </div>
        {/* Designs save themselves, so moving on is a link rather than a Save. */}
        <Link
          to={organiserPaths.editStep(tournamentId, 'publish')}
          className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-500"
        >
          Continue to Publish
        </Link>
      </div>
      <nav aria-label="Graphics sections" className="-mx-1 overflow-x-auto px-1">
        <ul className="flex min-w-max gap-1 rounded-xl border border-white/10 bg-ink-900/60 p-1">
          {graphicsSections().map((item) => (
            <li key={item.section}>
              <NavLink
                to={organiserPaths.editStep(tournamentId, `graphics/${item.section}`)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-1.5 text-sm font-semibold',
                    isActive ? 'bg-brand-600 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isGraphicsSection(section) ? (
        <SectionEditor key={section} tournamentId={tournamentId} section={section} />
      ) : (
        <ErrorState message={messages.graphics.unknownSection} />
      )}
    </section>
  );
}
