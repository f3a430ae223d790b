import { useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useWithdrawTeamMutation } from './entry-api.ts';

/**
 * Withdrawing gives the place away to the waitlist at once, so it is asked twice; Radix hands focus back
 * to the Withdraw button when the person keeps their place.
 */
export function WithdrawDialog({
  eventId,
  eventName,
  team,
  waitlisted,
  onOpenChange,
}: {
  eventId: string;
  eventName: string;
  team: { id: string; name: string };
  waitlisted: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [withdraw, { isLoading }] = useWithdrawTeamMutation();
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const names = { team: team.name, event: eventName };
  const confirm = async () => {
    const result = await asResult(withdraw({ eventId, teamId: team.id }), t('registration.failed'));
    if (!result.success) return setError(result.error);
    toast.success(t('registration.withdrawn', names));
    onOpenChange(false);
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('registration.withdrawTitle', names)}
      description={
        waitlisted ? t('registration.withdrawWaitlistedBody', names) : t('registration.withdrawBody', names)
      }
      onSubmit={confirm}
      error={error}
      submitLabel={t('registration.withdrawConfirm')}
      cancelLabel={t('registration.cancel')}
      submitDisabled={isLoading}
    />
  );
}
