import { type GameId, newPhase, type Phase, setFinalPhase } from '@galaxia/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../test-support/render-with-store.tsx';
import { PhaseEditor } from './phase-editor.tsx';

/** Holds the roadmap the way the roadmap step does: the editor edits the last phase. */
function Roadmap({ initial, gameId }: { initial: Phase[]; gameId: GameId }) {
  const [phases, setPhases] = useState(initial);
  const index = phases.length - 1;
  return (
    <PhaseEditor
      phases={phases}
      index={index}
      gameId={gameId}
      onChange={(changed) => setPhases(phases.map((phase, i) => (i === index ? changed : phase)))}
      onFinalChange={(isFinal) => setPhases(setFinalPhase(phases, index, isFinal))}
    />
  );
}

const renderEditor = (gameId: GameId = 'valorant', initial: Phase[] = [newPhase(1)]) => {
  const view = renderWithStore(<Roadmap initial={initial} gameId={gameId} />);
  return { ...view, form: screen.getByRole('group', { name: `Edit ${initial.at(-1)!.name}` }) };
};

const totalTeams = (form: HTMLElement) => within(form).getByText('Total teams:').textContent;

describe('the roadmap phase editor', () => {
  it("offers the game's formats: Battle Royale only for a battle-royale game", () => {
    const { form, unmount } = renderEditor('valorant');
    const formats = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(formats(within(form).getByLabelText('Format'))).toEqual([
      'Single Elimination',
      'Double Elimination',
      'Group Stage',
      'Swiss',
    ]);
    unmount();
    const bgmi = renderEditor('bgmi').form;
    expect(formats(within(bgmi).getByLabelText('Format'))).toContain('Battle Royale');
  });

  it('counts the invited and registering teams into the total, and offers a third-place match from four', async () => {
    const { form, user } = renderEditor();
    expect(totalTeams(form)).toBe('Total teams: 0');
    await user.type(within(form).getByLabelText('Invited teams'), '2');
    expect(within(form).queryByRole('switch', { name: 'Third-place match' })).toBeNull();
    await user.type(within(form).getByLabelText('Participating teams (registrations)'), '6');
    expect(totalTeams(form)).toBe('Total teams: 8');
    expect(within(form).getByRole('switch', { name: 'Third-place match' })).toBeTruthy();
    expect(within(form).getByText('Best of per round')).toBeTruthy();
  });

  it('asks a battle royale for lobbies and matches per lobby, and a group stage for its groups', async () => {
    const { form, user } = renderEditor('bgmi');
    const format = within(form).getByLabelText('Format');
    await user.selectOptions(format, 'Battle Royale');
    expect(within(form).getByLabelText('Number of lobbies')).toHaveProperty('value', '1');
    expect(within(form).getByLabelText('Matches per lobby')).toBeTruthy();
    expect(within(form).queryByLabelText('Number of groups')).toBeNull();
    await user.selectOptions(format, 'Single Elimination');
    expect(within(form).queryByLabelText('Number of lobbies')).toBeNull();
    await user.selectOptions(format, 'Group Stage');
    expect(within(form).getByLabelText('Number of groups')).toHaveProperty('value', '2');
    const tiebreaks = within(form).getByRole('list', { name: 'Tiebreak order' });
    expect(within(tiebreaks).getByRole('button', { name: 'Move Points up' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('keeps at least one qualifying division, and drops them for the last phase', async () => {
    const { form, user } = renderEditor();
    expect(within(form).getByRole('button', { name: 'Remove division 1' })).toHaveProperty('disabled', true);
    await user.click(within(form).getByRole('button', { name: 'Add division' }));
    expect(within(form).getByLabelText('Division 2')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Remove division 2' }));
    expect(within(form).queryByLabelText('Division 2')).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'Is this the Last Phase?' }));
    expect(within(form).queryByText('Qualifying teams per division')).toBeNull();
  });

  it('gives a one-lobby battle royale turned group stage its two groups at least, and keeps them as lobbies back', async () => {
    const { form, user } = renderEditor('bgmi');
    const format = within(form).getByLabelText('Format');
    await user.selectOptions(format, 'Battle Royale');
    expect((within(form).getByLabelText('Number of lobbies') as HTMLInputElement).value).toBe('1');
    await user.selectOptions(format, 'Group Stage');
    expect((within(form).getByLabelText('Number of groups') as HTMLInputElement).value).toBe('2');
    await user.selectOptions(format, 'Battle Royale');
    expect((within(form).getByLabelText('Number of lobbies') as HTMLInputElement).value).toBe('2');
  });

  it("lets a later phase take an earlier phase's qualifiers and start on its own", async () => {
    const groups: Phase = {
      ...newPhase(1),
      name: 'Groups',
      format: 'Group Stage',
      numberOfGroups: 2,
      participatingTeams: 8,
      qualifyingTeams: [2, 2],
      totalTeams: 8,
      isValid: true,
    };
    const { form, user } = renderEditor('valorant', [groups, newPhase(2)]);
    const source = within(form).getByLabelText('Groups · Division 1 (2 teams)');
    await user.click(source);
    await user.click(within(form).getByLabelText('Groups · Division 2 (2 teams)'));
    expect(totalTeams(form)).toBe('Total teams: 4');
    const autoStart = within(form).getByRole('switch', { name: 'Start this phase automatically' });
    expect(autoStart.getAttribute('aria-checked')).toBe('true');
    await user.click(autoStart);
    expect(autoStart.getAttribute('aria-checked')).toBe('false');
  });
});
