import { type ContactPayload, contactPayloadSchema } from '@galaxia/core';
import { CheckCircle2, Mail, MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../app/api-slice.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../components/ui/form-controls.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useSendContactMutation } from './contact-api.ts';
import { CONTACT } from './contact-content.ts';

type Errors = Partial<Record<keyof ContactPayload, string>>;
const empty: ContactPayload = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const [values, setValues] = useState<ContactPayload>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendContactMutation();
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };

  const change = (field: keyof ContactPayload) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactPayloadSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ContactPayload;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await send(parsed.data).unwrap();
      toast.success(CONTACT.sent);
      setSent(true);
      setValues(empty);
    } catch (error) {
      toast.error(errorMessage(error, CONTACT.failure));
    }
  };

  const invalid = (field: keyof ContactPayload) => (errors[field] ? true : undefined);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_3fr]">
      <div className="flex flex-col gap-8">
        <PageHeading eyebrow="Get in touch" title={CONTACT.title}>
          {CONTACT.lead}
        </PageHeading>
        <ul className="flex flex-col gap-3">
          {CONTACT.channels.map((channel) => (
            <li key={channel.label}>
              <a
                href={channel.href}
                className="flex items-center gap-3 rounded-xl border border-white/10 bg-ink-900/80 p-4 hover:border-brand-500/60"
              >
                {channel.label === 'Email' ? (
                  <Mail className="size-5 text-brand-300" aria-hidden />
                ) : (
                  <MessageCircle className="size-5 text-brand-300" aria-hidden />
                )}
                <span>
                  <span className="block text-xs uppercase tracking-wider text-slate-400">
                    {channel.label}
                  </span>
                  <span className="font-semibold">{channel.value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-400">{CONTACT.hours}</p>
      </div>

      <Card>
        <CardContent className="p-6">
          {sent ? (
            <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
              <CheckCircle2 className="size-12 text-emerald-400" aria-hidden />
              <h2 className="font-display text-2xl font-bold">Message sent</h2>
              <p className="max-w-sm text-slate-300">{CONTACT.success}</p>
              <Button variant="secondary" onClick={() => setSent(false)}>
                Send another message
              </Button>
            </div>
          ) : (
            <HydratedForm
              noValidate
              onSubmit={submit}
              className="flex flex-col gap-4"
              aria-label="Contact form"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={ids.name} label="Name" error={errors.name}>
                  <Input
                    id={ids.name}
                    autoComplete="name"
                    value={values.name}
                    aria-invalid={invalid('name')}
                    aria-describedby={errors.name ? `${ids.name}-error` : undefined}
                    onChange={(e) => change('name')(e.target.value)}
                  />
                </Field>
                <Field id={ids.email} label="Email" error={errors.email}>
                  <Input
                    id={ids.email}
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    aria-invalid={invalid('email')}
                    aria-describedby={errors.email ? `${ids.email}-error` : undefined}
                    onChange={(e) => change('email')(e.target.value)}
                  />
                </Field>
              </div>
              <Field id={ids.subject} label="Subject" error={errors.subject}>
                <Input
                  id={ids.subject}
                  value={values.subject}
                  aria-invalid={invalid('subject')}
                  aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
                  onChange={(e) => change('subject')(e.target.value)}
                />
              </Field>
              <Field id={ids.message} label="Message" error={errors.message}>
                <Textarea
                  id={ids.message}
                  rows={6}
                  value={values.message}
                  aria-invalid={invalid('message')}
                  aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                  onChange={(e) => change('message')(e.target.value)}
                />
              </Field>
              <Button type="submit" size="lg" disabled={isLoading} className="self-start">
                {isLoading ? 'Sending…' : 'Send message'}
              </Button>
            </HydratedForm>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
