import type { OrganiserTournamentStatus } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { isActiveStatus, isConfigured, organiserTournamentStatus } from './tournament-progress.ts';

const span = (startDate: string, endDate: string) => ({
  startDate,
  endDate,
  startTime: '09:00',
  endTime: '18:00',
});
// 09:00 IST is 03:30 UTC, 18:00 IST is 12:30 UTC.
const registration = [span('2025-03-01', '2025-03-10')];
const rounds = [span('2025-03-20', '2025-03-23'), span('2025-03-26', '2025-03-29')];
const configured = { lifecycle: 'configured' as const, registration, rounds };

describe('isConfigured', () => {
  const steps = { format: 4, phases: 2, scheduledPhases: 2, registrationWindows: 1 };

  it('needs a format, a roadmap, a round for every phase and a registration window', () => {
    expect(isConfigured(steps)).toBe(true);
    expect(isConfigured({ ...steps, format: null })).toBe(false);
    expect(isConfigured({ ...steps, phases: 0, scheduledPhases: 0 })).toBe(false);
    expect(isConfigured({ ...steps, scheduledPhases: 1 })).toBe(false);
    expect(isConfigured({ ...steps, registrationWindows: 0 })).toBe(false);
  });
});

describe('organiserTournamentStatus', () => {
  it('follows registration, then the calendar', () => {
    expect(organiserTournamentStatus(configured, new Date('2025-02-28T00:00:00Z'))).toBe('Upcoming');
    expect(organiserTournamentStatus(configured, new Date('2025-03-05T00:00:00Z'))).toBe('Registration');
    expect(organiserTournamentStatus(configured, new Date('2025-03-15T00:00:00Z'))).toBe('Upcoming');
    expect(organiserTournamentStatus(configured, new Date('2025-03-20T03:30:00Z'))).toBe('Active');
    expect(organiserTournamentStatus(configured, new Date('2025-03-24T00:00:00Z'))).toBe('Active');
    expect(organiserTournamentStatus(configured, new Date('2025-03-29T12:30:00Z'))).toBe('Completed');
  });

  it('keeps a draft a draft and a completed tournament completed, whatever the dates', () => {
    const during = new Date('2025-03-24T00:00:00Z');
    expect(organiserTournamentStatus({ ...configured, lifecycle: 'draft' }, during)).toBe('Draft');
    expect(organiserTournamentStatus({ ...configured, lifecycle: 'completed' }, during)).toBe('Completed');
  });

  it('is upcoming when configured but nothing is open or scheduled yet', () => {
    expect(
      organiserTournamentStatus({ lifecycle: 'configured', registration: [], rounds: [] }, new Date()),
    ).toBe('Upcoming');
  });
});

describe('isActiveStatus', () => {
  it('counts everything between draft and completed', () => {
    const statuses: OrganiserTournamentStatus[] = [
      'Draft',
      'Registration',
      'Upcoming',
      'Active',
      'Completed',
    ];
    expect(statuses.filter(isActiveStatus)).toEqual(['Registration', 'Upcoming', 'Active']);
  });
});
