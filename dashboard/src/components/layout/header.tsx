import { useContext, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { PreloadedReads } from '../../app/preloaded-queries.ts';
import { useLayoutTexts } from '../../lib/i18n/language.tsx';
import { mainNavigation } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Brand } from './brand.tsx';
import { HeaderAccount } from './header-account.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'rounded-md px-3 py-2 text-sm font-semibold uppercase tracking-wider transition-colors',
    isActive ? 'text-white bg-white/10' : 'text-slate-300 hover:text-white hover:bg-white/5',
  ].join(' ');

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const texts = useLayoutTexts();
  // The server answers `/me` as nobody for a signed-out reader; otherwise the choice goes on the account.
  const signedIn = !useContext(PreloadedReads).some(
    (read) => read.route === 'account.me' && read.value === null,
  );

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <Brand />
        <nav aria-label={texts.mainNav} className="hidden items-center gap-1 md:flex">
          {mainNavigation.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {texts.nav[item.key]}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* A phone's bar has no room beside the brand and account: there the switch sits in the menu. */}
          <LanguageSwitch signedIn={signedIn} className="hidden md:block" />
          <HeaderAccount />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-white/10 md:hidden"
            aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            disabled={!hydrated}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id={menuId}
          aria-label={texts.mobileNav}
          className="border-t border-white/10 px-4 py-3 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                {/* Following a link from the mobile menu should not leave the menu over the new page. */}
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={linkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {texts.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center gap-3 border-t border-white/10 px-3 pt-3">
            <LanguageSwitch signedIn={signedIn} showLabel />
          </div>
        </nav>
      )}
    </header>
  );
}
