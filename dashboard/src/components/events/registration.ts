import { type RegistrationFields, registrationDisplay, registrationInfoOf } from '@galaxia/core';
import type { BadgeTone } from '../ui/badge.tsx';

/** The core's banner text and colour for an event's registration, read from the API's fields. */
export function eventRegistration(event: RegistrationFields) {
  const display = registrationDisplay(registrationInfoOf(event));
  const tone: BadgeTone = display.colour;
  return { ...display, tone };
}
