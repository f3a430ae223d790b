import { messages, updateProfileSchema } from '@galaxia/core';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type Profile,
  useMyTeamsQuery,
  useProfileQuery,
  useUpdateProfileMutation,
} from '../../app/account-api.ts';
import { errorMessage } from '../../app/api-slice.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { SignedInPage } from '../../components/layout/signed-in-page.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../components/ui/form-controls.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { paths } from '../../lib/paths.ts';

export const ProfilePage = () => <SignedInPage personal="profile" page={SignedInProfile} />;

function SignedInProfile() {
  const query = useProfileQuery();
  const teams = useMyTeamsQuery();
  const [editing, setEditing] = useState(false);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12">
      <QueryState query={query} label="Loading your profile" fallbackError="Could not load your profile.">
        {(profile) => (
          <>
            <section className="flex flex-col gap-6 rounded-2xl border border-white/10 bg-ink-900/80 p-6 sm:flex-row sm:items-center">
              <Avatar
                name={profile.name}
                src={profile.avatar}
                className="size-24 text-4xl font-display ring-4"
              />
              <div className="min-w-0 flex-1">
                <PageHeading title={profile.name}>
                  <p>{profile.nationality ?? 'Nationality not set'}</p>
                </PageHeading>
                <p className="mt-3 whitespace-pre-line text-slate-300">{profile.bio ?? 'No bio yet.'}</p>
              </div>
              <div className="flex flex-col gap-2 sm:self-start">
                <Button onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden />
                  Edit Profile
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.player(profile.id)}>View public page</Link>
                </Button>
              </div>
            </section>
            {editing ? <EditProfileDialog profile={profile} onClose={() => setEditing(false)} /> : null}
          </>
        )}
      </QueryState>

      <section aria-labelledby="profile-teams">
        <div className="flex items-end justify-between gap-3">
          <h2 id="profile-teams" className="font-display text-2xl font-bold">
            My teams
          </h2>
          <Link to={paths.myTeams} className="text-sm font-semibold text-brand-300 hover:underline">
            Manage teams
          </Link>
        </div>
        <div className="mt-4">
          <QueryState
            query={teams}
            label="Loading your teams"
            fallbackError="Could not load your teams."
            rows={2}
          >
            {({ teams: list }) =>
              list.length ? (
                <ul className="flex flex-wrap gap-2">
                  {list.map((team) => (
                    <li key={team.id}>
                      <Badge
                        tone={team.role === 'Captain' ? 'brand' : 'neutral'}
                        className="px-3 py-1 text-sm"
                      >
                        {team.name} · {team.role}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-400">You are not on a team yet.</p>
              )
            }
          </QueryState>
        </div>
      </section>
    </div>
  );
}

function EditProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [name, setName] = useState(profile.name);
  const [nationality, setNationality] = useState(profile.nationality ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [error, setError] = useState<string | undefined>();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const ids = { name: useId(), nationality: useId(), bio: useId() };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ name, nationality, bio });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await update(parsed.data).unwrap();
      toast.success(messages.publicSite.profileSaved);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, messages.publicSite.profileSaveFailed));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Profile">
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <Field id={ids.name} label="Name" error={error}>
          <Input id={ids.name} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id={ids.nationality} label="Nationality">
          <Input
            id={ids.nationality}
            value={nationality}
            autoComplete="country-name"
            onChange={(e) => setNationality(e.target.value)}
          />
        </Field>
        <Field id={ids.bio} label="Bio">
          <Textarea id={ids.bio} value={bio} rows={4} onChange={(e) => setBio(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
