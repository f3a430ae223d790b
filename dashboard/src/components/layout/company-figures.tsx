import { COMPANY_FIGURES } from '../../lib/home-content.ts';

const LOOKS = {
  /** A full-width band under the home page's hero. */
  band: {
    section: 'border-y border-white/10 bg-ink-900/60',
    list: 'mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4',
    figure: 'flex flex-col text-center',
    label: 'order-last text-sm uppercase tracking-wider text-slate-400',
  },
  /** One card a figure, inside a page's column. */
  cards: {
    section: undefined,
    list: 'grid grid-cols-2 gap-4 md:grid-cols-4',
    figure: 'flex flex-col rounded-xl border border-white/10 bg-ink-900/80 p-5 text-center',
    label: 'order-last text-sm text-slate-400',
  },
} as const;

/** Galaxia's headline numbers (events run, players, ...). */
export function CompanyFigures({ look }: { look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  return (
    <section aria-label="Galaxia in numbers" className={classes.section}>
      <dl className={classes.list}>
        {COMPANY_FIGURES.map((figure) => (
          <div key={figure.label} className={classes.figure}>
            <dt className={classes.label}>{figure.label}</dt>
            <dd className="font-display text-4xl font-bold text-gradient">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
