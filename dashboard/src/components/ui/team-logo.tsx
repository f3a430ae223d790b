import { Picture } from './picture.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A team's uploaded logo, or its initials on a tile when it has none. */
export function TeamLogo({
  name,
  logo,
  className = 'size-12 text-base',
}: {
  name: string;
  logo: string | null | undefined;
  className?: string;
}) {
  return (
    <Picture
      src={logo}
      className={`${className} shrink-0 rounded-lg object-cover`}
      fallbackClassName={`${className} inline-flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-600/60 to-neon-400/40 font-display font-bold text-white`}
      fallback={initials(name)}
    />
  );
}
