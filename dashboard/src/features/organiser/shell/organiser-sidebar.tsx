import { PanelLeft } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { organiserNavigation, staffNavigation } from './organiser-navigation.ts';

function NavigationList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { data: me } = useMeQuery();
  const items = me?.isStaff ? [...organiserNavigation, ...staffNavigation] : organiserNavigation;
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                collapsed ? 'justify-center px-0' : 'px-3',
                isActive
                  ? 'bg-brand-500/15 text-white ring-1 ring-brand-500/40'
                  : 'text-slate-300 hover:bg-white/5 hover:text-white',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {collapsed ? null : <span className="truncate">{label}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** 16rem expanded, 3rem of icons collapsed (desktop); an 18rem sheet below 768 px. */
export function OrganiserSidebar({
  expanded,
  onToggle,
  mobileOpen,
  onMobileOpenChange,
}: {
  expanded: boolean;
  onToggle: () => void;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <aside
        aria-label="Organiser"
        data-state={expanded ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-white/10 bg-ink-900/60 py-4 transition-[width] duration-200 md:flex',
          expanded ? 'w-64 px-3' : 'w-12 px-1',
        )}
      >
        <nav aria-label="Organiser sections" className="flex-1">
          <NavigationList collapsed={!expanded} />
        </nav>
        <button
          type="button"
          onClick={onToggle}
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          title="Toggle sidebar (Ctrl/Cmd+B)"
          className="flex h-10 items-center justify-center gap-2 rounded-lg text-sm text-slate-400 hover:bg-white/5 hover:text-white"
        >
          <PanelLeft className="size-5" aria-hidden />
          {expanded ? <span>Collapse</span> : null}
        </button>
      </aside>
      <Sheet open={mobileOpen} onOpenChange={onMobileOpenChange} title="Galaxia" side="left" className="w-72">
        <nav aria-label="Organiser sections">
          <NavigationList collapsed={false} onNavigate={() => onMobileOpenChange(false)} />
        </nav>
      </Sheet>
    </>
  );
}
