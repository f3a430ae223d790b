import { Check } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ServiceIcon } from '../../components/creatives/service-icon.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { NotFoundPage } from '../../components/layout/not-found-page.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { TextList } from '../../components/ui/text-list.tsx';
import { CASE_STUDIES_SLUG, serviceBySlug } from '../../lib/creatives-content.ts';
import { paths } from '../../lib/paths.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import { ContactCallToAction } from './creatives-page.tsx';
import { CASE_STUDIES, PROCESS_STEPS, SERVICE_DETAILS } from './service-details.ts';

/** One page per creative service (/creatives/graphic-design, ...) and the case studies page. */
export function ServicePage() {
  const { service: slug } = useParams();
  if (slug === CASE_STUDIES_SLUG) return <CaseStudiesPage />;
  const service = serviceBySlug(slug);
  const details = slug ? SERVICE_DETAILS[slug] : undefined;
  if (!service || !details) return <NotFoundPage />;
  const studies = CASE_STUDIES.filter((study) => study.service === service.title);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12">
      <BackLink to={paths.creatives} label="All creative services" />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
          <ServiceIcon name={service.icon} className="size-8" />
        </span>
        <PageHeading eyebrow="Galaxia Creatives" title={service.title}>
          <p className="text-lg">{details.tagline}</p>
        </PageHeading>
      </div>

      <section aria-labelledby="overview-title" className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4 text-slate-300">
          <h2 id="overview-title" className="font-display text-2xl font-bold text-white">
            Overview
          </h2>
          {details.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
          <h2 className="font-display text-lg font-bold">Ideal for</h2>
          <TextList items={details.idealFor} className="mt-3 flex flex-col gap-2 text-sm text-slate-300" />
        </div>
      </section>

      <TitledSection title="What you get">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {[...service.features, ...details.deliverables].map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-lg border border-white/10 bg-white/5 px-4 py-3 text-sm"
            >
              <Check className="mt-0.5 size-4 shrink-0 text-neon-400" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection title="How a project runs">
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-white/10 bg-ink-900/80 p-4">
              <p className="text-xs font-semibold text-neon-400">Step {index + 1}</p>
              <p className="mt-1 font-semibold">{step.title}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      {studies.length ? (
        <TitledSection title="Recent work">
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {studies.map((study) => (
              <CaseStudyCard key={study.title} study={study} detailed />
            ))}
          </div>
          <Link
            to={paths.creativeService(CASE_STUDIES_SLUG)}
            className="mt-4 inline-block text-sm font-semibold text-brand-300 hover:underline"
          >
            All case studies
          </Link>
        </TitledSection>
      ) : null}

      <ContactCallToAction />
    </div>
  );
}

function CaseStudiesPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12">
      <BackLink to={paths.creatives} label="All creative services" />
      <PageHeading eyebrow="Galaxia Creatives" title="Case studies">
        Events we have designed, produced, cast and grown, with the results our clients agreed to share.
      </PageHeading>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {CASE_STUDIES.map((study) => (
          <CaseStudyCard key={study.title} study={study} detailed />
        ))}
      </div>
      <ContactCallToAction />
    </div>
  );
}
