import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

/** The company's own stated figures (spec part 2), not tournament data. */
const companyFigures = [
  { value: '50+', label: 'Tournaments hosted' },
  { value: '10k+', label: 'Active players' },
  { value: '5+', label: 'Years experience' },
  { value: '10+', label: 'Game titles' },
];

export function HomePage() {
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 pb-16 pt-20 text-center sm:pt-28">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-neon-400">
          Esports for Discord communities
        </p>
        <h1 className="mx-auto mt-4 max-w-4xl font-display text-5xl font-bold leading-tight sm:text-7xl">
          Compete. Create. <span className="text-gradient">Conquer.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
          Tournaments run from your Discord server: brackets, matches, streams and stats in one place.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to={paths.events}
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
          >
            Explore Events
          </Link>
          <Link
            to={paths.creatives}
            className="rounded-lg border border-white/20 px-6 py-3 font-semibold text-white hover:bg-white/5"
          >
            Creative Services
          </Link>
        </div>
      </section>
      <section aria-label="Galaxia in numbers" className="border-y border-white/10 bg-ink-900/60">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
          {companyFigures.map((figure) => (
            <div key={figure.label} className="text-center">
              <dt className="text-sm uppercase tracking-wider text-slate-400">{figure.label}</dt>
              <dd className="mt-1 font-display text-4xl font-bold text-gradient">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
