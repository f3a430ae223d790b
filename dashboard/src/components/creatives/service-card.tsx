import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceContent } from '../../lib/creatives-content.ts';
import { ServiceIcon } from './service-icon.tsx';

export function ServiceCard({
  service,
  showFeatures = false,
}: {
  service: ServiceContent;
  showFeatures?: boolean;
}) {
  return (
    <Link
      to={service.link}
      className="group flex h-full flex-col rounded-xl border border-white/10 bg-ink-900/80 p-6 transition-colors hover:border-brand-500/60 hover:bg-ink-800"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-500/15 text-brand-300">
        <ServiceIcon name={service.icon} />
      </span>
      <h3 className="mt-4 font-display text-xl font-bold">{service.title}</h3>
      <p className="mt-2 text-sm text-slate-300">{service.description}</p>
      {showFeatures ? (
        <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-300">
          {service.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-neon-400" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-300 group-hover:text-brand-300">
        Learn more <ArrowRight className="size-4" aria-hidden />
      </span>
    </Link>
  );
}
