import {
  type EventListItem,
  organiserMessages,
  type RegistrationStatusInfo,
  registrationInfoOf,
} from '@galaxia/core';
import { Badge } from '../ui/badge.tsx';
import { eventRegistration } from './registration.ts';

export function RegistrationBadge({
  event,
  translate,
}: {
  event: Pick<EventListItem, 'registrationStatus' | 'registrationStartDate' | 'registrationEndDate'>;
  /** The text in the page's language, on the translated pages; the core's English text elsewhere. */
  translate?: (info: RegistrationStatusInfo) => string;
}) {
  const registration = eventRegistration(event);
  return (
    <Badge tone={registration.tone} className="self-start">
      {translate ? translate(registrationInfoOf(event)) : registration.text}
    </Badge>
  );
}

/** A red band across a closed event's image. */
export function ClosedBanner({ text = organiserMessages.registration.closed }: { text?: string }) {
  return (
    <div className="absolute inset-x-0 bottom-0 bg-red-600/90 py-2 text-center font-display text-lg font-bold uppercase tracking-widest text-white">
      {text}
    </div>
  );
}
