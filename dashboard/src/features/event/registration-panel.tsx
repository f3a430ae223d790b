import type { MyEntry } from '@galaxia/core';
import { BadgeCheck, CheckCircle2, ListOrdered, LogIn, ShieldAlert, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { asResult } from '../../app/api-slice.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { loginPathReturningTo, rememberReturnUrl } from '../../lib/login-return.ts';
import { paths } from '../../lib/paths.ts';
import { AwaitingVerification } from './awaiting-verification.tsx';
import { useEventCheckInMutation, useMyEntryQuery } from './entry-api.ts';
import { SubstituteSwap } from './substitute-swap.tsx';
import { VerificationBadge } from './verification-badge.tsx';

// Only a captain registering opens it: its form and dialog stay out of every reader's first load.
const RegisterDialog = lazy(() =>
  import('./register-dialog.tsx').then((m) => ({ default: m.RegisterDialog })),
);
// Likewise the withdrawal's confirmation (and the dialog library under it) loads on the Withdraw click.
const WithdrawDialog = lazy(() =>
  import('./withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })),
);

/**
 * The event page's registration box: the Register button while registration is open, the reason when
 * the person cannot register, or their team's entry (registered, waitlisted, checked in) once they have.
 */
export function RegistrationPanel({ eventId, eventName }: { eventId: string; eventName: string }) {
  const query = useMyEntryQuery(eventId);
  const t = useT();
  if (query.isLoading) return <Skeleton className="h-28 rounded-2xl" />;
  if (!query.data) return null;
  return (
    <section
      aria-label={t('registration.label')}
      className="flex flex-col gap-3 rounded-2xl border border-brand-500/30 bg-brand-500/5 p-4 sm:p-5"
    >
      {query.data.entry ? (
        <EntryState eventId={eventId} eventName={eventName} entry={query.data} />
      ) : (
        <CanRegister eventId={eventId} entry={query.data} />
      )}
    </section>
  );
}

function CanRegister({ eventId, entry }: { eventId: string; entry: MyEntry }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const t = useT();
  const counts = { taken: entry.taken, places: entry.places, waitlisted: entry.waitlisted };
  const places = (
    <p className="text-sm text-slate-400">
      {entry.waitlisted
        ? t('registration.placesTakenWaitlist', counts)
        : t('registration.placesTaken', counts)}
    </p>
  );
  if (entry.blocker) {
    const action =
      entry.blocker === 'signed_out' ? (
        // A real link: the server draws this panel, and a click before hydration must still sign in.
        <Button asChild size="sm">
          <Link to={loginPathReturningTo(location)} onClick={() => rememberReturnUrl(location)}>
            <LogIn className="size-4" aria-hidden /> {t('registration.signIn')}
          </Link>
        </Button>
      ) : entry.blocker === 'no_team' || entry.blocker === 'roster_too_small' ? (
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.myTeams}>
            <UserPlus className="size-4" aria-hidden /> {t('registration.myTeams')}
          </Link>
        </Button>
      ) : entry.blocker === 'unverified' ? (
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.gameAccounts}>
            <BadgeCheck className="size-4" aria-hidden /> {t('registration.verifyIdentity')}
          </Link>
        </Button>
      ) : null;
    return (
      <>
        <p className="flex items-start gap-2 font-medium" role="status">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
          {entry.blockerMessage}
        </p>
        {places}
        {action ? <div>{action}</div> : null}
      </>
    );
  }
  const full = entry.taken >= entry.places;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-display text-lg font-bold">
            {full ? t('registration.full') : t('registration.open')}
          </p>
          {places}
        </div>
        <Button onClick={() => setOpen(true)}>
          {full ? t('registration.joinWaitlist') : t('registration.register')}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <RegisterDialog eventId={eventId} entry={entry} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function EntryState({
  eventId,
  eventName,
  entry: panel,
}: {
  eventId: string;
  eventName: string;
  entry: MyEntry;
}) {
  const entry = panel.entry!;
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const [checkIn, { isLoading: checkingIn }] = useEventCheckInMutation();
  const t = useT();
  const run = async (call: { unwrap: () => Promise<unknown> }, success: string) => {
    const result = await asResult(call, t('registration.failed'));
    if (result.success) toast.success(success);
    else toast.error(result.error);
  };
  const team = { team: entry.team.name };
  const headline = entry.awaitingVerification
    ? t('registration.applied', team)
    : entry.status === 'waitlisted'
      ? t('registration.onWaitlist', team)
      : entry.status === 'dropped'
        ? t('registration.dropped', team)
        : t('registration.registeredAs', team);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {entry.status === 'waitlisted' ? (
          <ListOrdered className="size-6 text-amber-300" aria-hidden />
        ) : (
          <CheckCircle2 className="size-6 text-emerald-300" aria-hidden />
        )}
        <p className="font-display text-lg font-bold">{headline}</p>
        {entry.waitlistPosition ? (
          <Badge tone="yellow">{t('registration.position', { position: entry.waitlistPosition })}</Badge>
        ) : null}
        {entry.checkedIn ? <Badge tone="green">{t('registration.checkedIn')}</Badge> : null}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('registration.roster')}>
        {entry.roster.map((player) => (
          <li
            key={player.userId}
            className={`flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm ${
              player.substitute
                ? 'border-dashed border-amber-300/40 bg-amber-300/5'
                : 'border-white/10 bg-white/5'
            }`}
          >
            {player.name}
            {panel.requiresVerification ? (
              <VerificationBadge state={player.verification} />
            ) : player.verified ? (
              <BadgeCheck className="size-3.5 text-emerald-300" aria-label={t('registration.verified')} />
            ) : null}
            {player.substitute ? (
              <span className="text-xs text-amber-300">{t('registration.substitute')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {entry.awaitingVerification ? <AwaitingVerification entry={entry} /> : null}
      {entry.isCaptain ? <SubstituteSwap eventId={eventId} entry={entry} /> : null}
      <div className="flex flex-wrap gap-2">
        {panel.eventCheckIn === 'open' && !entry.checkedIn && entry.status !== 'dropped' ? (
          <Button
            size="sm"
            disabled={checkingIn}
            onClick={() =>
              run(checkIn({ eventId, teamId: entry.team.id }), t('registration.checkedInToast', team))
            }
          >
            {t('registration.checkIn')}
          </Button>
        ) : null}
        {entry.canWithdraw ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirmingWithdraw(true)}>
            {t('registration.withdraw')}
          </Button>
        ) : null}
      </div>
      {confirmingWithdraw ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            eventId={eventId}
            eventName={eventName}
            team={entry.team}
            waitlisted={entry.status === 'waitlisted'}
            onOpenChange={setConfirmingWithdraw}
          />
        </Suspense>
      ) : null}
    </>
  );
}
