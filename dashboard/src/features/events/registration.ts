import { type EventListItem, type RegistrationStatusInfo, registrationDisplay } from '@galaxia/core';
import type { BadgeTone } from '../../components/ui/badge.tsx';

type RegistrationFields = Pick<
  EventListItem,
  'registrationStatus' | 'registrationStartDate' | 'registrationEndDate'
>;

/** Rebuilds the core's registration info from the fields the API sends. */
const statusInfo = ({
  registrationStatus,
  registrationStartDate: start,
  registrationEndDate: end,
}: RegistrationFields): RegistrationStatusInfo => {
  if (registrationStatus === 'not_started' && start)
    return { status: 'not_started', date: start, endDate: end ?? start };
  if (registrationStatus === 'open' && end) return { status: 'open', date: end, endDate: end };
  return { status: 'closed', date: null, endDate: end };
};

/** The core's banner text and colour for an event's registration. */
export function eventRegistration(event: RegistrationFields) {
  const display = registrationDisplay(statusInfo(event));
  const tone: BadgeTone = display.colour;
  return { ...display, tone };
}
