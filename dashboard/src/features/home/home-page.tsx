import { Check } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ServiceCard } from '../../components/creatives/service-card.tsx';
import { CompanyFigures } from '../../components/layout/company-figures.tsx';
import { LinkButtons } from '../../components/layout/link-buttons.tsx';
import { useScrollFade } from '../../components/layout/scroll-fade.ts';
import { SeeAllLink, TitledSection } from '../../components/layout/titled-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CREATIVE_SERVICES } from '../../lib/creatives-content.ts';
import { CALL_TO_ACTION, HERO, WHO_WE_ARE } from '../../lib/home-content.ts';
import { paths } from '../../lib/paths.ts';
import { FeaturedTournaments } from './featured-tournaments.tsx';

export function HomePage() {
  const hero = useRef<HTMLElement>(null);
  useScrollFade(hero);

  return (
    <>
      <section ref={hero} className="mx-auto max-w-7xl px-4 pb-16 pt-20 text-center sm:pt-28">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-neon-400">
          {HERO.eyebrow}
        </p>
        <h1 className="mx-auto mt-4 max-w-4xl font-display text-5xl font-bold leading-tight sm:text-7xl">
          Compete. Create. <span className="text-gradient">Conquer.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{HERO.lead}</p>
        <LinkButtons
          className="mt-10 flex flex-wrap justify-center gap-4"
          main={{ to: paths.events, label: 'Explore Events' }}
          secondary={{ to: paths.creatives, label: 'Creative Services' }}
        />
      </section>

      <CompanyFigures look="band" />

      <div className="mx-auto flex max-w-7xl flex-col gap-24 px-4 pt-20">
        <TitledSection
          title="Featured tournaments"
          size="hero"
          action={<SeeAllLink to={paths.tournaments}>View all tournaments</SeeAllLink>}
        >
          <FeaturedTournaments />
        </TitledSection>

        <section aria-labelledby="who-title" className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <h2 id="who-title" className="font-display text-3xl font-bold sm:text-4xl">
              {WHO_WE_ARE.title}
            </h2>
            {WHO_WE_ARE.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-slate-300">
                {paragraph}
              </p>
            ))}
            <Button asChild variant="secondary" className="mt-6">
              <Link to={paths.about}>More about Galaxia</Link>
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {WHO_WE_ARE.points.map((point) => (
              <li
                key={point}
                className="flex items-start gap-3 rounded-xl border border-white/10 bg-ink-900/80 p-4"
              >
                <Check className="mt-0.5 size-5 shrink-0 text-neon-400" aria-hidden />
                <span className="text-slate-200">{point}</span>
              </li>
            ))}
          </ul>
        </section>

        <TitledSection
          title="Creative services"
          size="hero"
          action={<SeeAllLink to={paths.creatives}>All services</SeeAllLink>}
        >
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {CREATIVE_SERVICES.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </div>
        </TitledSection>

        <section className="rounded-2xl border border-brand-500/30 bg-gradient-to-r from-brand-600/20 to-neon-400/10 p-8 text-center sm:p-12">
          <h2 className="font-display text-3xl font-bold sm:text-4xl">{CALL_TO_ACTION.title}</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">{CALL_TO_ACTION.text}</p>
          <LinkButtons
            className="mt-6 flex flex-wrap justify-center gap-3"
            main={{ to: paths.tournaments, label: 'Browse tournaments' }}
            secondary={{ to: paths.contact, label: 'Contact us' }}
          />
        </section>
      </div>
    </>
  );
}
