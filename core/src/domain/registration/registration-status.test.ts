import { describe, expect, it } from 'vitest';
import { registrationDisplay, registrationStatus } from './registration-status.ts';

const window = (startDate: string, endDate: string, startTime = '09:00', endTime = '18:00') => ({
  startDate,
  endDate,
  startTime,
  endTime,
});

// 09:00 IST is 03:30 UTC and 18:00 IST is 12:30 UTC.
const first = window('2025-03-01', '2025-03-10');
const second = window('2025-03-15', '2025-03-20');

describe('registrationStatus', () => {
  it('has not started until the first minute of the window', () => {
    expect(registrationStatus([first], new Date('2025-03-01T03:29:59.999Z'))).toEqual({
      status: 'not_started',
      date: '2025-03-01',
      endDate: '2025-03-10',
    });
  });

  it('is open from the start, included, to the end, excluded', () => {
    const open = { status: 'open', date: '2025-03-10', endDate: '2025-03-10' };
    expect(registrationStatus([first], new Date('2025-03-01T03:30:00.000Z'))).toEqual(open);
    expect(registrationStatus([first], new Date('2025-03-10T12:29:59.999Z'))).toEqual(open);
    expect(registrationStatus([first], new Date('2025-03-10T12:30:00.000Z'))).toEqual({
      status: 'closed',
      date: null,
      endDate: '2025-03-10',
    });
  });

  it('shows the next opening between windows, whatever their order', () => {
    expect(registrationStatus([second, first], new Date('2025-03-12T00:00:00Z'))).toEqual({
      status: 'not_started',
      date: '2025-03-15',
      endDate: '2025-03-20',
    });
    expect(registrationStatus([second, first], new Date('2025-03-16T00:00:00Z'))).toMatchObject({
      status: 'open',
      date: '2025-03-20',
    });
    expect(registrationStatus([second, first], new Date('2025-04-01T00:00:00Z'))).toMatchObject({
      status: 'closed',
      endDate: '2025-03-20',
    });
  });

  it('is closed with no windows, and ignores broken ones', () => {
    expect(registrationStatus([], new Date('2025-03-01T00:00:00Z'))).toEqual({
      status: 'closed',
      date: null,
      endDate: null,
    });
    expect(
      registrationStatus([window('2025-03-10', '2025-03-01')], new Date('2025-01-01T00:00:00Z')).status,
    ).toBe('closed');
  });

  it('reads times at another offset when told', () => {
    expect(
      registrationStatus([first], new Date('2025-03-01T08:59:00Z'), { utcOffsetMinutes: 0 }).status,
    ).toBe('not_started');
    expect(
      registrationStatus([first], new Date('2025-03-01T09:00:00Z'), { utcOffsetMinutes: 0 }).status,
    ).toBe('open');
  });
});

describe('registrationDisplay', () => {
  it('shows the spec texts and colours', () => {
    expect(registrationDisplay({ status: 'not_started', date: '2025-03-01', endDate: '2025-03-10' })).toEqual(
      {
        status: 'not_started',
        text: 'Registration starts on 2025-03-01',
        colour: 'yellow',
      },
    );
    expect(registrationDisplay({ status: 'open', date: '2025-03-10', endDate: '2025-03-10' })).toEqual({
      status: 'open',
      text: 'Registration ends on 2025-03-10',
      colour: 'green',
    });
    expect(registrationDisplay({ status: 'closed', date: null, endDate: null })).toEqual({
      status: 'closed',
      text: 'Registration Closed',
      colour: 'red',
    });
  });
});
