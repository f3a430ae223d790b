import { type LobbyMatchView, type LobbyView, messages, placementClashes } from '@galaxia/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useEnterLobbyResultsMutation } from './battle-royale-api.ts';

type Draft = Record<string, { placement: string; kills: Record<string, string> }>;

/**
 * The organiser's (or results admin's) entry of one match: each team's placement and each rostered
 * player's kills, with an optional screenshot. Rows keep the lobby's slot order. A place typed for two
 * teams is named beside both rows at once; the server checks everything else and its message shows below.
 */
export function ResultsForm({
  lobby,
  match,
  onDone,
}: {
  lobby: LobbyView;
  match: LobbyMatchView;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(lobby.teams.map((team) => [team.id, { placement: '', kills: {} }])),
  );
  const [screenshot, setScreenshot] = useState<File | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [enter, { isLoading }] = useEnterLobbyResultsMutation();
  // Squads the check-in close forfeited score 0: they keep their row, without a place or kills.
  const noShows = new Set(match.checkIn.forfeited ? match.checkIn.noShows : []);
  const playing = lobby.teams.filter((team) => !noShows.has(team.id));

  const clashes = placementClashes(
    playing
      .filter((team) => draft[team.id]!.placement.trim() !== '')
      .map((team) => ({ teamId: team.id, placement: Number(draft[team.id]!.placement) })),
  );
  const names = new Map(lobby.teams.map((team) => [team.id, team.name]));
  const clashOf = (teamId: string) => clashes.find((clash) => clash.teamIds.includes(teamId));

  const update = (teamId: string, change: (line: Draft[string]) => Draft[string]) =>
    setDraft((current) => ({ ...current, [teamId]: change(current[teamId]!) }));

  const submit = async () => {
    setError(null);
    const [firstClash] = clashes;
    if (firstClash) {
      document.getElementById(`placement-${match.id}-${firstClash.teamIds[0]}`)?.focus();
      return;
    }
    const body = {
      results: playing.map((team) => ({
        teamId: team.id,
        placement: Number(draft[team.id]!.placement),
        kills: Object.entries(draft[team.id]!.kills)
          .filter(([, value]) => value.trim() !== '')
          .map(([userId, value]) => ({ userId, kills: Number(value) })),
      })),
    };
    try {
      await enter({ lobbyMatchId: match.id, body, ...(screenshot && { screenshot }) }).unwrap();
      toast.success(messages.battleRoyale.resultsSaved);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, messages.publicSite.matchActionFailed));
    }
  };

  return (
    <form
      aria-label={`Results of match ${match.number}`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col divide-y divide-white/5">
        {lobby.teams.map((team, slot) => {
          const clash = clashOf(team.id);
          const clashId = `placement-clash-${match.id}-${team.id}`;
          if (noShows.has(team.id))
            return (
              <div key={team.id} className="flex items-center gap-3 py-3" data-testid="results-no-show">
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-xs tabular-nums text-muted">
                  {slot + 1}
                </span>
                <span className="min-w-0 flex-1 truncate text-slate-400">
                  {messages.battleRoyale.squadNoShow(team.name)}
                </span>
              </div>
            );
          return (
            <fieldset key={team.id} className="flex flex-col gap-2 py-3">
              <legend className="sr-only">{`Slot ${slot + 1}: ${team.name}`}</legend>
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-xs tabular-nums text-muted">
                  {slot + 1}
                </span>
                <label
                  htmlFor={`placement-${match.id}-${team.id}`}
                  className="min-w-0 flex-1 truncate font-semibold"
                >
                  {team.name}
                </label>
                <span className="text-xs text-slate-400">Place</span>
                <Input
                  id={`placement-${match.id}-${team.id}`}
                  aria-label={`${team.name} placement`}
                  aria-invalid={clash ? true : undefined}
                  aria-describedby={clash ? clashId : undefined}
                  inputMode="numeric"
                  className="w-16 shrink-0 text-center"
                  value={draft[team.id]!.placement}
                  onChange={(e) => update(team.id, (line) => ({ ...line, placement: e.target.value }))}
                />
              </div>
              {clash && (
                <p id={clashId} role="alert" className="pl-9 text-xs text-red-300">
                  {messages.battleRoyale.placementClash(
                    clash.placement,
                    clash.teamIds.map((id) => names.get(id) ?? id),
                  )}
                </p>
              )}
              <div className="grid grid-cols-2 gap-2 pl-9 sm:grid-cols-4">
                {team.roster.map((player) => (
                  <div key={player.userId} className="flex items-center gap-2 text-xs text-slate-300">
                    <label htmlFor={`kills-${match.id}-${player.userId}`} className="min-w-0 flex-1 truncate">
                      {player.name}
                    </label>
                    <Input
                      id={`kills-${match.id}-${player.userId}`}
                      aria-label={`${player.name} kills`}
                      inputMode="numeric"
                      className="h-8 w-12 shrink-0 text-center"
                      placeholder="0"
                      value={draft[team.id]!.kills[player.userId] ?? ''}
                      onChange={(e) =>
                        update(team.id, (line) => ({
                          ...line,
                          kills: { ...line.kills, [player.userId]: e.target.value },
                        }))
                      }
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-300">
        <label htmlFor={`screenshot-${match.id}`}>Results screenshot (optional)</label>
        <FileInput
          id={`screenshot-${match.id}`}
          accept="image/png,image/jpeg,image/gif"
          onChange={(e) => setScreenshot(e.target.files?.[0])}
        />
      </div>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save results'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
