import { AlertTriangle, BookOpen } from 'lucide-react';
import { useEventRulebookQuery } from '../../app/event-api.ts';
import { TextList } from '../../components/ui/text-list.tsx';
import { EventQueryPage } from './event-section-layout.tsx';

export function RulebookPage() {
  return (
    <EventQueryPage title="Rulebook" useQuery={useEventRulebookQuery}>
      {(rulebook) => (
        <div className="flex flex-col gap-6">
          <div className="grid gap-5 md:grid-cols-2">
            {rulebook.categories.map((category, index) => (
              <section
                key={category.title}
                aria-labelledby={`rules-${index}`}
                className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
              >
                <h2 id={`rules-${index}`} className="flex items-center gap-2 font-display text-xl font-bold">
                  <BookOpen className="size-5 text-brand-300" aria-hidden />
                  {category.title}
                </h2>
                <TextList
                  items={category.rules}
                  className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-300"
                />
              </section>
            ))}
          </div>
          <aside
            aria-labelledby="notice-title"
            className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-5 text-amber-100"
          >
            <h2 id="notice-title" className="flex items-center gap-2 font-display text-xl font-bold">
              <AlertTriangle className="size-5" aria-hidden />
              {rulebook.notice.title}
            </h2>
            <p className="mt-2 text-sm">{rulebook.notice.text}</p>
          </aside>
        </div>
      )}
    </EventQueryPage>
  );
}
