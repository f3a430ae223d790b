import { Link } from 'react-router-dom';
import { useLayoutTexts } from '../../lib/i18n/language.tsx';
import { paths } from '../../lib/paths.ts';
import { Brand } from './brand.tsx';

const links = [
  { to: paths.tournaments, key: 'tournaments' },
  { to: paths.creatives, key: 'creatives' },
  { to: paths.about, key: 'about' },
  { to: paths.contact, key: 'contact' },
] as const;

export function Footer() {
  const texts = useLayoutTexts();
  return (
    <footer className="mt-24 border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-400 sm:flex-row">
        <Brand />
        <nav aria-label={texts.footerNav}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {texts.footer[link.key]}
                </Link>
              </li>
            ))}
            <li>
              {/* Served by the api, outside the app's routes: a full page load. */}
              <a href={paths.apiReference} className="hover:text-white">
                {texts.footer.api}
              </a>
            </li>
          </ul>
        </nav>
        <p>{texts.footer.tagline}</p>
      </div>
    </footer>
  );
}
