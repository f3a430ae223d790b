import { Shield } from 'lucide-react';

export function TeamLogo({
  name,
  logo,
  className = 'size-12',
}: {
  name: string;
  logo: string | null;
  className?: string;
}) {
  return logo ? (
    <img
      src={logo}
      alt={`${name} logo`}
      className={`${className} rounded-lg object-cover ring-1 ring-white/10`}
    />
  ) : (
    <span
      className={`${className} inline-flex items-center justify-center rounded-lg bg-brand-500/15 text-brand-300`}
      aria-hidden
    >
      <Shield className="size-1/2" />
    </span>
  );
}
