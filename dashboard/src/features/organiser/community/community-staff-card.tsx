import { COMMUNITY_STAFF_ROLES, type CommunityStaffRole, messages } from '@galaxia/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import {
  useCommunityStaffQuery,
  useGrantCommunityStaffMutation,
  useRemoveCommunityStaffMutation,
} from './community-settings-api.ts';

const text = messages.community.staff;

/**
 * Community staff, for the server's admins only (a co-organiser's request is refused, so the page
 * draws the card only when the settings say `canManageStaff`): appoint by Galaxia name, remove, and
 * the audit of both.
 */
export function CommunityStaffCard({ guildId }: { guildId: string }) {
  const query = useCommunityStaffQuery(guildId);
  const [grant, { isLoading: granting }] = useGrantCommunityStaffMutation();
  const [remove, { isLoading: removing }] = useRemoveCommunityStaffMutation();
  const [name, setName] = useState('');
  const [role, setRole] = useState<CommunityStaffRole>('co_organiser');
  const [problem, setProblem] = useState<string | null>(null);
  if (!query.data) return null;
  const view = query.data;

  async function appoint(event: React.FormEvent) {
    event.preventDefault();
    try {
      await grant({ guildId, grant: { role, name } }).unwrap();
      toast.success(text.granted(name.trim(), text.roleLabels[role]));
      setName('');
      setProblem(null);
    } catch (error) {
      const message = errorMessage(error, messages.community.saveFailed);
      setProblem(message);
      toast.error(message);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-lg font-bold">{messages.community.sections.staff}</h2>
      <form onSubmit={appoint} className="flex flex-col gap-3" noValidate>
        <Field id="staff-name" label="Person (Galaxia name)" error={problem ?? undefined}>
          <Input id="staff-name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field id="staff-role" label="Role">
          <NativeSelect
            id="staff-role"
            value={role}
            onChange={(event) => setRole(event.target.value as CommunityStaffRole)}
          >
            {COMMUNITY_STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {text.roleLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" className="self-start" disabled={granting || !name.trim()}>
          Appoint
        </Button>
      </form>
      {view.staff.length ? (
        <ul className="flex flex-col gap-2">
          {view.staff.map((member) => (
            <li key={`${member.userId}-${member.role}`} className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate">
                <span className="font-semibold">{member.name}</span>{' '}
                <span className="text-sm text-slate-400">{text.roleLabels[member.role]}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={removing}
                aria-label={`Remove ${member.name} as ${text.roleLabels[member.role]}`}
                onClick={async () => {
                  try {
                    await remove({ guildId, userId: member.userId, role: member.role }).unwrap();
                    toast.success(text.removed(member.name, text.roleLabels[member.role]));
                  } catch (error) {
                    toast.error(errorMessage(error, messages.community.saveFailed));
                  }
                }}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">{messages.community.noStaff}</p>
      )}
      {view.audit.length ? (
        <details className="text-sm text-slate-400">
          <summary className="cursor-pointer">Staff changes</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {view.audit.map((line) => (
              <li key={`${line.at}-${line.name}-${line.role}-${line.action}`}>
                {line.name}: {text.roleLabels[line.role]} {line.action} by {line.by || 'someone'} on{' '}
                {new Date(line.at).toLocaleString()}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
