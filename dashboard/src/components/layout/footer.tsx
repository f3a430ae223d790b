import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { Brand } from './brand.tsx';

const links = [
  { to: paths.tournaments, label: 'Tournaments' },
  { to: paths.creatives, label: 'Creatives' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

export function Footer() {
  return (
    <footer className="mt-24 border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-400 sm:flex-row">
        <Brand />
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Served by the api, outside the app's routes: a full page load. */}
              <a href={paths.apiReference} className="hover:text-white">
                API
              </a>
            </li>
          </ul>
        </nav>
        <p>Esports tournaments for Discord communities.</p>
      </div>
    </footer>
  );
}
