import type { BracketFormat } from '@galaxia/core';
import { Shuffle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { BracketDrawing } from '../../components/ui/bracket/bracket-drawing.tsx';
import type { BracketStyle } from '../../components/ui/bracket/match-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ToggleGroup } from '../../components/ui/toggle-group.tsx';
import { DEMO_TEAMS, demoBrackets } from './demo-brackets.ts';

const FORMATS: { value: BracketFormat; label: string }[] = [
  { value: 'single-elimination', label: 'Single Elimination' },
  { value: 'double-elimination', label: 'Double Elimination' },
  { value: 'group-stage', label: 'Group Stage' },
  { value: 'swiss', label: 'Swiss' },
];

const STYLES: { value: BracketStyle; label: string }[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'neon', label: 'Neon' },
  { value: 'minimal', label: 'Minimal' },
];

/** /single: the bracket engines at work on eight teams, drawn in the site's bracket styles. */
export function BracketDemoPage() {
  const [format, setFormat] = useState<BracketFormat>('single-elimination');
  const [style, setStyle] = useState<BracketStyle>('classic');
  const [seed, setSeed] = useState(1);
  const brackets = useMemo(() => demoBrackets(seed), [seed]);
  const shown = brackets[format];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <PageHeading eyebrow="Bracket demo" title="Brackets, played out">
        Eight teams ({DEMO_TEAMS.join(', ')}) seeded into each format Galaxia runs, with every match played
        out in your browser by the same engines that run real tournaments.
      </PageHeading>
      <div className="flex flex-col gap-3">
        <ToggleGroup label="Format" showLabel options={FORMATS} value={format} onChange={setFormat} />
        <ToggleGroup label="Style" showLabel options={STYLES} value={style} onChange={setStyle} />
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setSeed((s) => s + 1)}>
          <Shuffle className="size-4" aria-hidden />
          Play it again
        </Button>
      </div>
      <BracketDrawing
        bracket={shown.bracket}
        title={FORMATS.find((f) => f.value === format)?.label ?? format}
        groups={shown.groups}
        swissStandings={shown.swissStandings}
        style={style}
      />
    </div>
  );
}
