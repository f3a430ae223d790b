import { type MyEntry, myEntrySchema } from '@galaxia/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test-support/render-with-store.tsx';
import { RegisterDialog } from './register-dialog.tsx';

const player = (userId: string, name: string) => ({
  userId,
  name,
  avatar: null,
  verified: true,
  verification: 'accepted' as const,
});

/** A 2-a-side event with one substitute; the captain leads the Night Owls (three players). */
const entryOf = (overrides: Partial<MyEntry> = {}): MyEntry =>
  myEntrySchema.parse({
    registrationStatus: 'open',
    rosterSize: { players: 2, substitutes: 1 },
    requiresVerification: false,
    places: 8,
    taken: 3,
    waitlisted: 0,
    blocker: null,
    blockerMessage: null,
    candidates: [
      {
        team: { id: 'team-owls', name: 'Night Owls', logo: null },
        isCaptain: true,
        players: [player('u-asha', 'Asha'), player('u-ravi', 'Ravi'), player('u-meera', 'Meera')],
      },
      {
        team: { id: 'team-hawks', name: 'Hawks', logo: null },
        isCaptain: false,
        players: [player('u-kabir', 'Kabir')],
      },
    ],
    entry: null,
    eventCheckIn: 'off',
    ...overrides,
  });

const registered = { status: 201, body: { team: { name: 'Night Owls' }, status: 'registered' } };

function renderDialog(entry: MyEntry, answers = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithStore(
    <RegisterDialog eventId="ev-1" entry={entry} open onOpenChange={onOpenChange} />,
    { answers },
  );
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Register your team' }) };
}

describe('the registration dialog', () => {
  it('offers only the teams the person captains, with the starters picked and the places left', () => {
    const { dialog } = renderDialog(entryOf());
    expect(within(dialog).getByText('5 of 8 places left.')).toBeTruthy();
    const team = within(dialog).getByLabelText('Team');
    expect(
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Night Owls']);
    expect(
      within(dialog).getByText(
        'Roster: 2 players, up to 1 substitute (2/3 picked; the first 2 picked start)',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Asha' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Ravi' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Meera' })).toHaveProperty('checked', false);
  });

  it('keeps Register disabled while fewer players than a side are picked', async () => {
    const { dialog, user } = renderDialog(entryOf());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ravi' }));
    expect(within(dialog).getByText(/\(1\/3 picked;/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('sends the team and the picked roster, a third pick as substitute, and says the team is registered', async () => {
    const { dialog, user, requests, onOpenChange } = renderDialog(entryOf(), {
      'POST /api/events/ev-1/registrations': registered,
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Meera' }));
    expect(within(dialog).getByText('(Substitute)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Night Owls is registered')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/events/ev-1/registrations',
        body: { teamId: 'team-owls', roster: ['u-asha', 'u-ravi', 'u-meera'] },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const { dialog, user, onOpenChange } = renderDialog(entryOf(), {
      'POST /api/events/ev-1/registrations': {
        status: 409,
        body: { error: 'Asha is already on another team in this event', code: 'ALREADY_ENTERED' },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Asha is already on another team in this event')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers the waitlist when every place is taken, and says where the team stands on it', async () => {
    const { dialog, user } = renderDialog(entryOf({ taken: 8, waitlisted: 2 }), {
      'POST /api/events/ev-1/registrations': {
        status: 201,
        body: { team: { name: 'Night Owls' }, status: 'waitlisted' },
      },
    });
    expect(
      within(dialog).getByText('All 8 places are taken: registering puts your team on the waitlist'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText('Registration is full: your team is number 3 on the waitlist'),
    ).toBeTruthy();
  });
});
