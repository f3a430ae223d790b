import { type LobbyView, messages } from '@galaxia/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useUpdatePointsTableMutation } from './battle-royale-api.ts';

const parseList = (text: string): number[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

/**
 * The organiser edits the phase's points table (it starts from the game's preset): placement points
 * from 1st down, comma-separated, and points per kill. Standings recompute from the stored results.
 */
export function PointsTableEditor({ lobby }: { lobby: LobbyView }) {
  const [placements, setPlacements] = useState(lobby.pointsTable.placementPoints.join(', '));
  const [killPoints, setKillPoints] = useState(String(lobby.pointsTable.killPoints));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdatePointsTableMutation();
  const submit = async () => {
    setError(null);
    try {
      await save({
        tournamentId: lobby.tournamentId,
        phaseIndex: lobby.phaseIndex,
        table: { placementPoints: parseList(placements), killPoints: Number(killPoints) },
      }).unwrap();
      toast.success(messages.battleRoyale.pointsTableSaved);
    } catch (caught) {
      setError(errorMessage(caught, messages.publicSite.matchActionFailed));
    }
  };
  return (
    <details className="rounded-xl border border-white/10 bg-ink-900/80 p-4">
      <summary className="cursor-pointer font-display text-lg font-bold">
        Points table ({lobby.phaseName})
      </summary>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id="placement-points" label="Placement points from 1st, comma-separated">
          <Input id="placement-points" value={placements} onChange={(e) => setPlacements(e.target.value)} />
        </Field>
        <Field id="kill-points" label="Points per kill">
          <Input
            id="kill-points"
            inputMode="numeric"
            value={killPoints}
            onChange={(e) => setKillPoints(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={isLoading}>
          Save table
        </Button>
      </form>
      <div className="mt-2">
        <FormError message={error} />
      </div>
    </details>
  );
}
