import { describe, expect, it } from 'vitest';
import { publicEventStatus, tournamentStage } from './tournament-stage.ts';

const window = { startDate: '2026-03-01', endDate: '2026-03-10', startTime: '10:00', endTime: '23:59' };
const during = new Date('2026-03-05T06:00:00Z');
const after = new Date('2026-03-20T06:00:00Z');
const facts = {
  lifecycle: 'published' as const,
  archived: false,
  registration: [window],
  phaseStatuses: ['not_started' as const, 'not_started' as const],
};

describe('tournamentStage', () => {
  it('follows draft -> published -> registration -> live -> completed', () => {
    expect(tournamentStage({ ...facts, lifecycle: 'draft' }, during)).toBe('draft');
    expect(tournamentStage(facts, new Date('2026-02-20T06:00:00Z'))).toBe('published');
    expect(tournamentStage(facts, during)).toBe('registration');
    expect(tournamentStage(facts, after)).toBe('published');
    expect(tournamentStage({ ...facts, phaseStatuses: ['active', 'not_started'] }, after)).toBe('live');
    expect(tournamentStage({ ...facts, lifecycle: 'completed' }, after)).toBe('completed');
  });

  it('is live only from a phase really started, never from the calendar', () => {
    expect(tournamentStage({ ...facts, registration: [] }, after)).toBe('published');
  });

  it('puts an archived tournament aside whatever else holds', () => {
    expect(tournamentStage({ ...facts, lifecycle: 'draft', archived: true }, during)).toBe('archived');
  });
});

describe('publicEventStatus', () => {
  it('is upcoming until the first phase starts, ongoing after, past once completed', () => {
    expect(publicEventStatus('published', ['not_started', 'not_started'])).toBe('upcoming');
    expect(publicEventStatus('published', ['completed', 'not_started'])).toBe('ongoing');
    expect(publicEventStatus('completed', ['completed', 'completed'])).toBe('past');
  });
});
