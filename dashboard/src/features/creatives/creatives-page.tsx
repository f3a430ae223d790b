import { Link } from 'react-router-dom';
import { ServiceCard } from '../../components/creatives/service-card.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { SeeAllLink, TitledSection } from '../../components/layout/titled-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CASE_STUDIES_SLUG, CREATIVE_SERVICES } from '../../lib/creatives-content.ts';
import { paths } from '../../lib/paths.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import { CASE_STUDIES, PROCESS_STEPS } from './service-details.ts';

export function CreativesPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 py-16">
      <PageHeading eyebrow="Galaxia Creatives" title="Creative services for esports">
        Design, broadcast, casting, technical operations, marketing and community management from the team
        that runs Galaxia's tournaments.
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.contact}>Start a project</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.creativeService(CASE_STUDIES_SLUG)}>See our work</Link>
          </Button>
        </div>
      </PageHeading>

      <TitledSection title="What we do" size="xl">
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CREATIVE_SERVICES.map((service) => (
            <ServiceCard key={service.slug} service={service} showFeatures />
          ))}
        </div>
      </TitledSection>

      <TitledSection
        title="Case studies"
        size="xl"
        action={<SeeAllLink to={paths.creativeService(CASE_STUDIES_SLUG)}>All case studies</SeeAllLink>}
      >
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          {CASE_STUDIES.map((study) => (
            <CaseStudyCard key={study.title} study={study} />
          ))}
        </div>
      </TitledSection>

      <TitledSection title="How we work" size="xl">
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-white/10 bg-ink-900/80 p-6">
              <span className="font-display text-4xl font-bold text-gradient">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 font-display text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <ContactCallToAction />
    </div>
  );
}

export function ContactCallToAction() {
  return (
    <section className="rounded-2xl border border-brand-500/30 bg-gradient-to-r from-brand-600/20 to-neon-400/10 p-8 text-center sm:p-12">
      <h2 className="font-display text-3xl font-bold">Have an event coming up?</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">
        Tell us about it and we will come back within two working days with a plan.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.contact}>Contact us</Link>
      </Button>
    </section>
  );
}
