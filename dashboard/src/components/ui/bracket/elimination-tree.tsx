import type { BracketRound } from '@galaxia/core';
import {
  type BracketDimensions,
  DEFAULT_BRACKET_DIMENSIONS,
  layoutTree,
  nameInRound,
} from './bracket-layout.ts';
import { type BracketStyle, MatchBox } from './match-box.tsx';

const TITLE_HEIGHT = 32;

/** An elimination tree drawn to scale, scrolling sideways on narrow screens. */
export function EliminationTree({
  rounds,
  matchHref,
  style = 'classic',
  dimensions = DEFAULT_BRACKET_DIMENSIONS,
  label,
}: {
  rounds: readonly BracketRound[];
  matchHref?: (matchId: string) => string | undefined;
  style?: BracketStyle;
  dimensions?: BracketDimensions;
  label: string;
}) {
  const layout = layoutTree(rounds, dimensions);
  const stroke = style === 'neon' ? 'rgb(34 211 238 / 0.6)' : 'rgb(255 255 255 / 0.25)';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className="overflow-x-auto pb-3">
      <div className="relative" style={{ width: layout.width, height: layout.height + TITLE_HEIGHT }}>
        {layout.columns.map((column) => (
          <p
            key={column.id}
            className="absolute top-0 truncate text-center text-xs font-semibold uppercase tracking-wider text-slate-400"
            style={{ left: column.x, width: dimensions.matchWidth }}
          >
            {column.name}
          </p>
        ))}
        <svg
          aria-hidden
          className="absolute left-0"
          style={{ top: TITLE_HEIGHT }}
          width={layout.width}
          height={layout.height}
          fill="none"
          stroke={stroke}
          strokeWidth={2}
        >
          {layout.connectors.map((connector) => (
            <path key={connector.key} d={connector.d} />
          ))}
        </svg>
        {layout.matches.map(({ match, roundIndex, x, y }) => (
          <MatchBox
            key={match.id}
            match={match}
            caption={nameInRound(match.name, rounds[roundIndex]?.name ?? '')}
            href={matchHref?.(match.id)}
            style={style}
            className="absolute"
            position={{
              left: x,
              top: y + TITLE_HEIGHT,
              width: dimensions.matchWidth,
              height: dimensions.matchHeight,
            }}
          />
        ))}
      </div>
    </section>
  );
}
