import { describe, expect, it } from 'vitest';
import { emptyEventFormState } from '../../contracts/tournament.ts';
import { updateEventForm } from './event-form.ts';

describe('updateEventForm', () => {
  const base = { ...emptyEventFormState(), eventName: 'Clan Wars', gameId: 'coc' as const, format: 15 };

  it('starts empty', () => {
    expect(emptyEventFormState()).toMatchObject({
      eventName: '',
      gameId: null,
      format: null,
      roadmap: [],
      eventLogo: null,
    });
  });

  it('applies a partial update and keeps the rest', () => {
    expect(updateEventForm(base, { prizePool: '₹10,00,000' })).toEqual({ ...base, prizePool: '₹10,00,000' });
  });

  it('resets the format when the game changes', () => {
    expect(updateEventForm(base, { gameId: 'bgmi' })).toMatchObject({ gameId: 'bgmi', format: null });
    expect(updateEventForm(base, { gameId: 'bgmi', format: 4 })).toMatchObject({ gameId: 'bgmi', format: 4 });
    expect(updateEventForm(base, { gameId: 'coc' }).format).toBe(15);
  });
});
