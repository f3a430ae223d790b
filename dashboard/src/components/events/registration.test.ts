import { messages } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { eventRegistration } from './registration.ts';

describe('eventRegistration', () => {
  it('gives the core texts and colours for each registration status', () => {
    expect(
      eventRegistration({
        registrationStatus: 'not_started',
        registrationStartDate: '2026-12-01',
        registrationEndDate: '2026-12-10',
      }),
    ).toMatchObject({ text: messages.registration.startsOn('2026-12-01'), tone: 'yellow' });
    expect(
      eventRegistration({ registrationStatus: 'open', registrationEndDate: '2026-12-10' }),
    ).toMatchObject({
      text: messages.registration.endsOn('2026-12-10'),
      tone: 'green',
    });
    expect(eventRegistration({ registrationStatus: 'closed', registrationEndDate: null })).toMatchObject({
      text: 'Registration Closed',
      tone: 'red',
    });
  });
});
