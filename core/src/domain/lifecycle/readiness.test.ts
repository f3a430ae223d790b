import { describe, expect, it } from 'vitest';
import { emptyBreakdown } from '../breakdown/town-hall-breakdown.ts';
import type { PhaseDraft } from '../phases/validate-phase.ts';
import { archiveRefusal, deleteRefusal, publishRefusal, unpublishRefusal } from './lifecycle-actions.ts';
import { readinessChecklist } from './readiness.ts';

const final: PhaseDraft = {
  name: 'Finals',
  format: 'Single Elimination',
  invitedTeams: 0,
  participatingTeams: 8,
  qualifiedTeams: [],
  qualifyingTeams: [],
  isFinal: true,
};
const registration = [
  { startDate: '2026-03-01', endDate: '2026-03-10', startTime: '10:00', endTime: '23:59' },
];
const round = {
  roundName: 'Quarter-finals',
  startDate: '2026-03-13',
  endDate: '2026-03-16',
  startTime: '09:00',
  endTime: '18:00',
};
const complete = {
  format: 4,
  eventDescription: 'Eight squads, one weekend.',
  roadmap: [final],
  registration,
  calendar: [{ phaseName: 'Finals', rounds: [round] }],
  hasPoster: true,
};

describe('readinessChecklist', () => {
  it('ticks every item for a fully configured tournament', () => {
    expect(readinessChecklist(complete).map((entry) => [entry.label, entry.done])).toEqual([
      ['Basic info', true],
      ['Valid roadmap', true],
      ['Registration window', true],
      ['Calendar', true],
      ['Poster', true],
    ]);
  });

  it('asks a Clash of Clans tournament for a Town Hall breakdown that totals its war size', () => {
    const townHalls = (breakdown: Record<string, number> | null, required = 10) =>
      readinessChecklist({
        ...complete,
        townHalls: {
          breakdown: breakdown && { ...emptyBreakdown(), ...breakdown },
          required,
        },
      }).find((entry) => entry.item === 'breakdown');
    expect(townHalls(null)).toEqual({
      item: 'breakdown',
      label: 'Town Hall breakdown',
      done: false,
      detail: 'Save a Town Hall breakdown of 10 bases',
    });
    expect(townHalls({ '15': 6 })?.detail).toBe('Needs 4 more town halls');
    expect(townHalls({ '15': 6, '14': 4 }, 5)?.detail).toBe('Remove 5 town halls: exactly 5 are required');
    expect(townHalls({ '15': 6, '14': 4 })).toMatchObject({ done: true, detail: null });
    expect(readinessChecklist(complete).some((entry) => entry.item === 'breakdown')).toBe(false);
  });

  it('says what is missing for a fresh draft', () => {
    const checklist = readinessChecklist({
      format: null,
      eventDescription: null,
      roadmap: [],
      registration: [],
      calendar: [],
      hasPoster: false,
    });
    expect(checklist.map((entry) => entry.detail)).toEqual([
      'Choose a format on the Basic step',
      'Add at least one phase',
      'Add at least one registration window',
      'Save the roadmap, then plan its rounds',
      'No poster uploaded: publishing makes one from the event’s details (upload your own on the Basic step)',
    ]);
    // A missing poster never blocks publishing: one is generated from the event's details.
    expect(checklist.map((entry) => [entry.label, entry.done])).toEqual([
      ['Basic info', false],
      ['Valid roadmap', false],
      ['Registration window', false],
      ['Calendar', false],
      ['Poster', true],
    ]);
  });

  it('refuses a calendar whose first round starts before registration closes, naming both in IST', () => {
    const early = { ...round, startDate: '2026-03-10', startTime: '09:00' };
    const calendar = readinessChecklist({
      ...complete,
      calendar: [{ phaseName: 'Finals', rounds: [early] }],
    })[3];
    expect(calendar).toMatchObject({
      done: false,
      detail:
        'The first round starts on 2026-03-10 09:00 IST, before registration closes on 2026-03-10 23:59 IST: move the round or end registration earlier',
    });
  });
});

describe('lifecycle actions', () => {
  const draft = { lifecycle: 'draft' as const, archived: false, teamsRegistered: 0, started: false };
  const published = { ...draft, lifecycle: 'published' as const };

  it('publishes only a complete draft, naming what is missing', () => {
    expect(publishRefusal(draft, readinessChecklist(complete))).toBeNull();
    expect(
      publishRefusal(draft, readinessChecklist({ ...complete, hasPoster: false, registration: [] }))?.message,
    ).toBe('Complete these before publishing: Registration window');
    // A missing poster alone never refuses: publishing generates one.
    expect(publishRefusal(draft, readinessChecklist({ ...complete, hasPoster: false }))).toBeNull();
    expect(publishRefusal(published, readinessChecklist(complete))?.message).toBe(
      'This tournament is already published',
    );
  });

  it('unpublishes only while no team is registered and nothing has started', () => {
    expect(unpublishRefusal(published)).toBeNull();
    expect(unpublishRefusal({ ...published, teamsRegistered: 1 })?.message).toBe(
      '1 team is registered: a tournament can be unpublished only while no team is registered',
    );
    expect(unpublishRefusal({ ...published, started: true })?.message).toBe(
      'The tournament has started: it can no longer be unpublished',
    );
    expect(unpublishRefusal(draft)?.message).toBe('This tournament is not published');
  });

  it('archives drafts and finished tournaments, deletes drafts only', () => {
    expect(archiveRefusal(draft)).toBeNull();
    expect(archiveRefusal({ ...draft, lifecycle: 'completed' })).toBeNull();
    expect(archiveRefusal(published)?.message).toBe('Unpublish this tournament before archiving it');
    expect(deleteRefusal(draft)).toBeNull();
    expect(deleteRefusal(published)?.message).toBe('Only drafts can be deleted');
  });
});
