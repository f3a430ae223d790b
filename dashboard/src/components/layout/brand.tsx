import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

export function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-display text-xl font-bold tracking-wide">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-gradient">GALAXIA</span>
    </Link>
  );
}
