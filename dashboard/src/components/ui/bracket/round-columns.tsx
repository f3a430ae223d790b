import type { BracketRound } from '@galaxia/core';
import { nameInRound } from './bracket-layout.ts';
import { type BracketStyle, MatchBox } from './match-box.tsx';

/** Rounds side by side (group matchdays, Swiss rounds): no tree, just each round's matches. */
export function RoundColumns({
  rounds,
  matchHref,
  style = 'classic',
  label,
}: {
  rounds: readonly BracketRound[];
  matchHref?: (matchId: string) => string | undefined;
  style?: BracketStyle;
  label: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className="overflow-x-auto pb-3">
      <ol className="flex gap-[50px]">
        {rounds.map((round) => (
          <li key={round.id} className="flex w-[200px] shrink-0 flex-col gap-[20px]">
            <p className="truncate text-center text-xs font-semibold uppercase tracking-wider text-slate-400">
              {round.name}
            </p>
            {round.matches.map((match) => (
              <MatchBox
                key={match.id}
                match={match}
                caption={nameInRound(match.name, round.name)}
                href={matchHref?.(match.id)}
                style={style}
                className="h-[100px]"
              />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
