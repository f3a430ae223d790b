import { type EventListItem, messages } from '@galaxia/core';
import { Badge } from '../ui/badge.tsx';
import { eventRegistration } from './registration.ts';

export function RegistrationBadge({
  event,
}: {
  event: Pick<EventListItem, 'registrationStatus' | 'registrationStartDate' | 'registrationEndDate'>;
}) {
  const registration = eventRegistration(event);
  return (
    <Badge tone={registration.tone} className="self-start">
      {registration.text}
    </Badge>
  );
}

/** A red band across a closed event's image. */
export function ClosedBanner() {
  return (
    <div className="absolute inset-x-0 bottom-0 bg-red-600/90 py-2 text-center font-display text-lg font-bold uppercase tracking-widest text-white">
      {messages.registration.closed}
    </div>
  );
}
