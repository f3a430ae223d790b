import { describe, expect, it } from 'vitest';
import { registrationPayloadSchema } from '../../contracts/registration.ts';
import { validateRegistrationWindow, validateRegistrationWindows } from './validate-windows.ts';

const window = (startDate: string, endDate: string, startTime = '09:00', endTime = '18:00') => ({
  startDate,
  endDate,
  startTime,
  endTime,
});

describe('registration windows', () => {
  it('must end after they start', () => {
    expect(validateRegistrationWindow(window('2025-03-01', '2025-03-10'))).toEqual([]);
    expect(validateRegistrationWindow(window('2025-03-01', '2025-03-01', '09:00', '09:01'))).toEqual([]);
    expect(validateRegistrationWindow(window('2025-03-01', '2025-03-01', '09:00', '09:00'))).toEqual([
      'Registration must end after it starts',
    ]);
    expect(validateRegistrationWindow(window('2025-03-10', '2025-03-01'))).toEqual([
      'Registration must end after it starts',
    ]);
  });

  it('need real dates and HH:MM times', () => {
    expect(validateRegistrationWindow(window('2025-02-30', '2025-03-01', '9:00'))).toEqual([
      'Dates must be real dates written YYYY-MM-DD',
      'Times must be HH:MM with hour 0-23 and minute 0-59',
    ]);
  });

  it('may touch but not overlap', () => {
    const touching = [window('2025-03-01', '2025-03-05'), window('2025-03-05', '2025-03-09', '18:00')];
    expect(validateRegistrationWindows(touching)).toEqual([]);
    const overlapping = [
      window('2025-03-01', '2025-03-05'),
      window('2025-03-10', '2025-03-12'),
      window('2025-03-05', '2025-03-09'),
    ];
    expect(validateRegistrationWindows(overlapping)).toEqual([
      { index: 0, message: 'Registration phases must not overlap' },
      { index: 2, message: 'Registration phases must not overlap' },
    ]);
  });

  it('is what the registration contract enforces', () => {
    const ok = { registration: [window('2025-03-01', '2025-03-05'), window('2025-03-06', '2025-03-09')] };
    expect(registrationPayloadSchema.parse(ok)).toEqual(ok);
    const backwards = registrationPayloadSchema.safeParse({
      registration: [window('2025-03-05', '2025-03-01')],
    });
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registration.0.endDate', 'Registration must end after it starts'],
    ]);
    const overlapping = registrationPayloadSchema.safeParse({
      registration: [window('2025-03-01', '2025-03-05'), window('2025-03-04', '2025-03-09')],
    });
    expect(overlapping.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registration.0', 'Registration phases must not overlap'],
      ['registration.1', 'Registration phases must not overlap'],
    ]);
  });
});
