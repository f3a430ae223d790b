import {
  FOUNDED_MAX_YEAR,
  FOUNDED_MIN_YEAR,
  messages,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_REGION_MAX_LENGTH,
  type TeamDetail,
  updateTeamProfileSchema,
} from '@galaxia/core';
import { type FormEvent, useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useUpdateTeamProfileMutation } from './teams-api.ts';

/** The captain's edit of what event team pages show about the team. */
export function TeamProfileForm({ team }: { team: TeamDetail }) {
  const id = useId();
  const [update, { isLoading: saving }] = useUpdateTeamProfileMutation();
  const [region, setRegion] = useState(team.region ?? '');
  const [description, setDescription] = useState(team.description ?? '');
  const [founded, setFounded] = useState(team.founded === null ? '' : String(team.founded));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTeamProfileSchema.safeParse({
      region,
      description,
      founded: founded.trim() === '' ? null : Number(founded),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.teamToasts.checkTeamDetails);
      return;
    }
    setProblem(null);
    const result = await asResult(
      update({ teamId: team.id, ...parsed.data }),
      messages.teamToasts.detailsSaveFailed,
    );
    if (result.success) toast.success(messages.teamToasts.detailsSaved);
    else setProblem(result.error);
  };

  return (
    <Card className="mt-6 p-5">
      <h2 className="font-display text-xl font-bold">Team details</h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-region`} label="Region">
            <Input
              id={`${id}-region`}
              maxLength={TEAM_REGION_MAX_LENGTH}
              value={region}
              onChange={(e) => setRegion(e.target.value)}
              placeholder="e.g. Mumbai, India"
            />
          </Field>
          <Field id={`${id}-founded`} label="Founded (year)">
            <Input
              id={`${id}-founded`}
              type="number"
              inputMode="numeric"
              min={FOUNDED_MIN_YEAR}
              max={FOUNDED_MAX_YEAR}
              value={founded}
              onChange={(e) => setFounded(e.target.value)}
            />
          </Field>
        </div>
        <Field id={`${id}-description`} label="Description">
          <Textarea
            id={`${id}-description`}
            rows={3}
            maxLength={TEAM_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        {problem ? (
          <p role="alert" className="text-sm text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save details'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
