import type { BracketMatchView, BracketTeam } from '@galaxia/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';

export type BracketStyle = 'classic' | 'neon' | 'minimal';

const frame: Record<BracketStyle, string> = {
  classic: 'rounded-lg border border-white/15 bg-ink-800',
  neon: 'rounded-lg border border-neon-400/50 bg-ink-950 shadow-[0_0_16px_rgb(34_211_238/0.25)]',
  minimal: 'rounded-none border-l-4 border-brand-500 bg-white/5',
};

const STATUS_TEXT: Record<BracketMatchView['status'], string> = {
  completed: 'Played',
  pending: 'Ready',
  upcoming: 'Waiting',
  bye: 'Bye',
  void: 'Not needed',
};

function TeamRow({
  team,
  winnerId,
  style,
}: {
  team: BracketTeam | null;
  winnerId: string | null;
  style: BracketStyle;
}) {
  const won = team !== null && team.id === winnerId;
  const lost = team !== null && winnerId !== null && !won;
  const accent = style === 'neon' ? 'text-neon-400' : 'text-brand-300';
  return (
    <div
      className={`flex min-h-0 flex-1 items-center justify-between gap-2 px-3 ${lost ? 'text-slate-400' : 'text-slate-100'}`}
    >
      <span className={`truncate text-sm ${won ? 'font-bold' : ''} ${team ? '' : 'italic text-slate-400'}`}>
        {team?.name ?? 'To be decided'}
      </span>
      <span className={`font-display text-base font-bold tabular-nums ${won ? accent : ''}`}>
        {team?.score ?? '–'}
      </span>
    </div>
  );
}

/** One match of a drawn bracket; a link to the match page when `href` is given. */
export function MatchBox({
  match,
  href,
  style = 'classic',
  className = '',
  position,
  caption = match.name,
}: {
  match: BracketMatchView;
  /** The header's text; the match's full name stays its accessible name. */
  caption?: string;
  href?: string | undefined;
  style?: BracketStyle;
  className?: string;
  position?: CSSProperties;
}) {
  const [a, b] = match.teams;
  const body = (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-white/10 px-3 py-1 text-[11px] uppercase tracking-wide text-slate-400">
        <span className="truncate">{caption}</span>
        <span className="shrink-0">{STATUS_TEXT[match.status]}</span>
      </div>
      <TeamRow team={a} winnerId={match.winnerId} style={style} />
      <div className="mx-3 border-t border-white/5" />
      <TeamRow team={b} winnerId={match.winnerId} style={style} />
    </>
  );
  const classes = `flex flex-col overflow-hidden ${frame[style]} ${match.status === 'void' ? 'opacity-40' : ''} ${className}`;
  const label = `${match.name}: ${a?.name ?? 'To be decided'} ${a?.score ?? ''} vs ${b?.name ?? 'To be decided'} ${b?.score ?? ''}`;
  return href ? (
    <Link
      to={href}
      aria-label={label}
      style={position}
      className={`${classes} transition-colors hover:border-brand-400`}
    >
      {body}
    </Link>
  ) : (
    <article aria-label={label} style={position} className={classes}>
      {body}
    </article>
  );
}
