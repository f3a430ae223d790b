import { CompanyFigures } from '../../components/layout/company-figures.tsx';
import { LinkButtons } from '../../components/layout/link-buttons.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { paths } from '../../lib/paths.ts';
import { ABOUT } from './about-content.ts';

export function AboutPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12">
      <PageHeading eyebrow="Who we are" title={ABOUT.title}>
        <p className="text-lg">{ABOUT.lead}</p>
      </PageHeading>
      <section aria-labelledby="story-title" className="flex flex-col gap-4 text-slate-300">
        <h2 id="story-title" className="font-display text-2xl font-bold text-white">
          Our story
        </h2>
        {ABOUT.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <CompanyFigures look="cards" />
      <TitledSection title="What we stand for">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {ABOUT.values.map((value) => (
            <li key={value.title} className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
              <h3 className="font-display text-lg font-bold">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-300">{value.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <LinkButtons
        className="flex flex-wrap gap-3"
        main={{ to: paths.tournaments, label: 'Browse tournaments' }}
        secondary={{ to: paths.contact, label: 'Contact us' }}
      />
    </div>
  );
}
