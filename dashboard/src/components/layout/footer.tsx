import { Brand } from './brand.tsx';

export function Footer() {
  return (
    <footer className="mt-24 border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-400 sm:flex-row">
        <Brand />
        <p>Esports tournaments for Discord communities.</p>
      </div>
    </footer>
  );
}
