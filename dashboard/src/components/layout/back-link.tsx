import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md py-1 text-sm font-semibold text-slate-300 hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
