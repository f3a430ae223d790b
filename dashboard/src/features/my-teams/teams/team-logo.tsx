import { Shield } from 'lucide-react';
import { Picture } from '../../../components/ui/picture.tsx';

/** A team's logo on the organiser's team screens, named for screen readers; a shield when it has none. */
export function TeamLogo({
  name,
  logo,
  className = 'size-12',
}: {
  name: string;
  logo: string | null;
  className?: string;
}) {
  return (
    <Picture
      src={logo}
      alt={`${name} logo`}
      className={`${className} rounded-lg object-cover ring-1 ring-white/10`}
      fallbackClassName={`${className} inline-flex items-center justify-center rounded-lg bg-brand-500/15 text-brand-300`}
      fallback={<Shield className="size-1/2" />}
    />
  );
}
