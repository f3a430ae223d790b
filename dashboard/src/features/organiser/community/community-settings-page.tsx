import {
  COMMUNITY_SOCIALS_MAX,
  type CommunityImageKind,
  type CommunitySettingsView,
  type CommunitySocial,
  messages,
  sitePaths,
} from '@galaxia/core';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { ServerPage } from '../server-page.tsx';
import { CircuitPointsCard } from './circuit-points-card.tsx';
import { CommunityBansCard, CommunityTeamBansCard } from './community-bans-card.tsx';
import {
  useCommunitySettingsQuery,
  useSaveCommunitySettingsMutation,
  useUploadCommunityImageMutation,
} from './community-settings-api.ts';
import { CommunityStaffCard } from './community-staff-card.tsx';

const text = messages.community;
type FieldErrors = Record<string, string[]>;

const fieldsOf = (error: unknown): FieldErrors =>
  (error as { data?: { fields?: FieldErrors } }).data?.fields ?? {};

function CommunityForm({ guildId, view }: { guildId: string; view: CommunitySettingsView }) {
  const [slug, setSlug] = useState(view.slug ?? '');
  const [description, setDescription] = useState(view.description);
  const [inviteUrl, setInviteUrl] = useState(view.inviteUrl);
  const [socials, setSocials] = useState<CommunitySocial[]>(view.socials);
  const [showRatings, setShowRatings] = useState(view.showRatings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, { isLoading }] = useSaveCommunitySettingsMutation();
  useEffect(() => {
    setSlug(view.slug ?? '');
    setDescription(view.description);
    setInviteUrl(view.inviteUrl);
    setSocials(view.socials);
    setShowRatings(view.showRatings);
  }, [view]);

  const setSocial = (index: number, change: Partial<CommunitySocial>) =>
    setSocials((current) => current.map((social, i) => (i === index ? { ...social, ...change } : social)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save({ guildId, settings: { slug, description, inviteUrl, socials, showRatings } }).unwrap();
      setErrors({});
      toast.success(text.saved);
    } catch (error) {
      setErrors(fieldsOf(error));
      toast.error(errorMessage(error, text.saveFailed));
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <Card className="flex flex-col gap-5 p-5">
          <Field
            id="community-slug"
            label="Page address"
            required
            error={errors.slug?.[0]}
            hint={`Your page will be at ${sitePaths.community(slug.trim().toLowerCase() || 'your-address')}`}
          >
            <Input id="community-slug" value={slug} onChange={(event) => setSlug(event.target.value)} />
          </Field>
          <Field
            id="community-description"
            label="Description"
            error={errors.description?.[0]}
            hint="Markdown: headings, lists, links, bold. HTML is not shown."
          >
            <Textarea
              id="community-description"
              rows={8}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
          <Field id="community-invite" label="Discord invite link" error={errors.inviteUrl?.[0]}>
            <Input
              id="community-invite"
              value={inviteUrl}
              placeholder="https://discord.gg/…"
              onChange={(event) => setInviteUrl(event.target.value)}
            />
          </Field>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Links</legend>
            {socials.map((social, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              <div key={index} className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
                <Field
                  id={`social-label-${index}`}
                  label="Label"
                  error={errors[`socials.${index}.label`]?.[0]}
                >
                  <Input
                    id={`social-label-${index}`}
                    value={social.label}
                    onChange={(event) => setSocial(index, { label: event.target.value })}
                  />
                </Field>
                <Field id={`social-url-${index}`} label="Address" error={errors[`socials.${index}.url`]?.[0]}>
                  <Input
                    id={`social-url-${index}`}
                    value={social.url}
                    placeholder="https://…"
                    onChange={(event) => setSocial(index, { url: event.target.value })}
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="self-end"
                  aria-label={`Remove link ${social.label || index + 1}`}
                  onClick={() => setSocials((current) => current.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            ))}
            {socials.length < COMMUNITY_SOCIALS_MAX ? (
              <Button
                type="button"
                variant="secondary"
                className="self-start"
                onClick={() => setSocials((current) => [...current, { label: '', url: '' }])}
              >
                <Plus className="size-4" aria-hidden /> Add a link
              </Button>
            ) : null}
          </fieldset>
          <label htmlFor="community-show-ratings" className="flex items-center gap-2 text-sm text-slate-300">
            <input
              id="community-show-ratings"
              type="checkbox"
              className="size-4 accent-brand-500"
              checked={showRatings}
              onChange={(event) => setShowRatings(event.target.checked)}
            />
            {text.showRatings}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isLoading}>
              Save community page
            </Button>
            {view.slug ? (
              <Link
                to={sitePaths.community(view.slug)}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:underline"
              >
                View the page <ExternalLink className="size-4" aria-hidden />
              </Link>
            ) : null}
          </div>
        </Card>
      </form>
      <div className="flex flex-col gap-6 self-start">
        <PictureCard guildId={guildId} view={view} kind="banner" />
        <PictureCard guildId={guildId} view={view} kind="icon" />
        <CircuitPointsCard guildId={guildId} view={view} />
        {view.canManageStaff ? <CommunityStaffCard guildId={guildId} /> : null}
        <CommunityBansCard guildId={guildId} />
        <CommunityTeamBansCard guildId={guildId} />
      </div>
    </div>
  );
}

const PICTURE_LABEL: Record<CommunityImageKind, string> = { banner: 'Banner', icon: 'Icon' };

function PictureCard({
  guildId,
  view,
  kind,
}: {
  guildId: string;
  view: CommunitySettingsView;
  kind: CommunityImageKind;
}) {
  const [upload, { isLoading }] = useUploadCommunityImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `community-${kind}`;
  const current = view[kind];

  async function send(file: File) {
    const form = new FormData();
    form.append('image', file);
    try {
      await upload({ guildId, kind, form }).unwrap();
      toast.success(text.imageSaved(PICTURE_LABEL[kind]));
    } catch (error) {
      toast.error(errorMessage(error, text.saveFailed));
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      {kind === 'banner' ? (
        current ? (
          <img src={current} alt="Current banner" className="aspect-[4/1] w-full rounded-lg object-cover" />
        ) : (
          <div className="aspect-[4/1] w-full rounded-lg border border-dashed border-white/15" />
        )
      ) : (
        <Avatar name={view.name} src={current} className="size-16 text-2xl" />
      )}
      <Field
        id={id}
        label={PICTURE_LABEL[kind]}
        error={problem ?? undefined}
        hint={view.slug ? undefined : 'Save the page address first.'}
      >
        <ImageFileInput id={id} disabled={!view.slug || isLoading} onImage={send} onProblem={setProblem} />
      </Field>
    </Card>
  );
}

/** The organiser's editor of their server's community page: address, description, links, pictures. */
export function CommunitySettingsPage() {
  return (
    <ServerPage<CommunitySettingsView>
      title={text.settingsTitle}
      description={text.settingsIntro}
      fallbackError={text.saveFailed}
      useView={useCommunitySettingsQuery}
    >
      {(guildId, view) => <CommunityForm key={guildId} guildId={guildId} view={view} />}
    </ServerPage>
  );
}
