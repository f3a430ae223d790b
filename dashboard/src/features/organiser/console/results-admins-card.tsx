import { messages } from '@galaxia/core';
import { UserMinus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toastOutcome } from '../../../components/ui/toast-outcome.ts';
import {
  useGrantResultsAdminMutation,
  useResultsAdminsQuery,
  useRevokeResultsAdminMutation,
} from './console-api.ts';
import { PersonSearch } from './person-search.tsx';

/** Battle-royale tournaments: the people besides the organisers who may enter lobby placements and kills. */
export function ResultsAdminsCard({ tournamentId }: { tournamentId: string }) {
  const { data } = useResultsAdminsQuery(tournamentId);
  const [grant, { isLoading }] = useGrantResultsAdminMutation();
  const [revoke] = useRevokeResultsAdminMutation();
  const admins = data?.admins ?? [];

  return (
    <Card className="p-5">
      <h3 className="font-display text-lg font-bold">Results admins</h3>
      <p className="mt-1 text-sm text-slate-400">They enter placements and kills for every lobby match.</p>
      {admins.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {admins.map((admin) => (
            <li key={admin.userId} className="flex items-center justify-between gap-2 text-sm">
              <span>{admin.name}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${admin.name} as results admin`}
                onClick={() =>
                  toastOutcome(
                    revoke({ tournamentId, userId: admin.userId }),
                    'Could not remove the results admin',
                    messages.organiserToasts.resultsAdminRemoved(admin.name),
                  )
                }
              >
                <UserMinus className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-400">No results admins yet.</p>
      )}
      <PersonSearch
        label="Add a results admin"
        actionLabel="Make results admin"
        busy={isLoading}
        onPick={(person) =>
          toastOutcome(
            grant({ tournamentId, userId: person.userId }),
            'Could not add the results admin',
            messages.organiserToasts.resultsAdminGranted(person.name),
          )
        }
      />
    </Card>
  );
}
