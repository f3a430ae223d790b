import { entryVerificationMessages, type RosterPlayer } from '@galaxia/core';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const TONES: Record<RosterPlayer['verification'], BadgeTone> = {
  accepted: 'green',
  awaiting_review: 'yellow',
  verified_elsewhere: 'yellow',
  rejected: 'red',
  never_sent: 'neutral',
};

/** Where one player's verification stands for this event: awaiting review is not the same as never sent. */
export function VerificationBadge({ state }: { state: RosterPlayer['verification'] }) {
  const Icon = state === 'accepted' ? BadgeCheck : state === 'rejected' ? XCircle : Clock;
  return (
    <Badge tone={TONES[state]}>
      <Icon className="size-3.5" aria-hidden />{' '}
      {entryVerificationMessages.entryVerification.stateLabels[state]}
    </Badge>
  );
}
