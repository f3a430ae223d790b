import type { CaseStudyContent } from './service-details.ts';

export function CaseStudyCard({ study, detailed = false }: { study: CaseStudyContent; detailed?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-white/10 bg-ink-900/80">
      <img src={study.image} alt="" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-neon-400">{study.service}</p>
        <h3 className="mt-2 font-display text-xl font-bold">{study.title}</h3>
        <p className="mt-2 text-sm text-slate-300">{study.description}</p>
        {detailed ? (
          <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-200">
            {study.results.map((result) => (
              <li key={result} className="rounded-lg bg-white/5 px-3 py-2">
                {result}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
