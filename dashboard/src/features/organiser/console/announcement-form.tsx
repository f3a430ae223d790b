import { createAnnouncementPayloadSchema, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { usePostAnnouncementMutation } from './console-api.ts';

export function AnnouncementForm({ tournamentId }: { tournamentId: string }) {
  const id = useId();
  const [post, { isLoading }] = usePostAnnouncementMutation();
  const [form, setForm] = useState({ type: 'info', title: '', content: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createAnnouncementPayloadSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.organiserToasts.checkAnnouncement);
      return;
    }
    setError(null);
    const result = await asResult(post({ tournamentId, ...parsed.data }), 'The announcement was not posted');
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(messages.organiserToasts.announcementPosted);
    setForm({ type: 'info', title: '', content: '' });
  };
  return (
    <Card className="p-5">
      <h3 className="font-display text-lg font-bold">Post an announcement</h3>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <Field id={`${id}-type`} label="Type">
            <NativeSelect
              id={`${id}-type`}
              value={form.type}
              onChange={(e) => setForm({ ...form, type: e.target.value })}
            >
              <option value="important">Important</option>
              <option value="warning">Warning</option>
              <option value="info">Info</option>
            </NativeSelect>
          </Field>
          <Field id={`${id}-title`} label="Title">
            <Input
              id={`${id}-title`}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
          </Field>
        </div>
        <Field id={`${id}-content`} label="Message">
          <Textarea
            id={`${id}-content`}
            rows={3}
            value={form.content}
            onChange={(e) => setForm({ ...form, content: e.target.value })}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={isLoading || !form.title.trim() || !form.content.trim()}>
            {isLoading ? 'Posting...' : 'Post announcement'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
