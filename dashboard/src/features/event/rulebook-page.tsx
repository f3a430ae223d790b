import { useEventRulebookQuery } from '../../app/event-api.ts';
import { MarkdownText } from '../../components/ui/markdown-text.tsx';
import { EventQueryPage } from './event-section-layout.tsx';

/**
 * A card per top-level section (each `## ` heading starts one), as the generated rulebook's five
 * categories; text before the first heading is a card of its own.
 */
const sectionsOf = (markdown: string): string[] =>
  markdown
    .split(/^(?=##\s)/m)
    .map((section) => section.trim())
    .filter((section) => section.length > 0);

export function RulebookPage() {
  return (
    <EventQueryPage title="Rulebook" useQuery={useEventRulebookQuery}>
      {(rulebook) => (
        <div className="grid gap-5 md:grid-cols-2">
          {sectionsOf(rulebook.markdown).map((section, index) => (
            <section
              // Sections have no id of their own; their order is the rulebook's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the text as a whole
              key={index}
              className="min-w-0 rounded-xl border border-white/10 bg-ink-900/80 p-5"
            >
              <MarkdownText markdown={section} />
            </section>
          ))}
        </div>
      )}
    </EventQueryPage>
  );
}
