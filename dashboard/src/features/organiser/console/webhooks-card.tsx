import {
  messages,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookEventType,
} from '@galaxia/core';
import { Copy, Send, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
  useWebhooksQuery,
} from './webhooks-api.ts';

const text = messages.webhooks;
/** How long the log is re-read after a test event: long enough for a first retry to show. */
const WATCH_MS = 20_000;

/** The tournament's outgoing webhooks: add, enable, test, delete, and each one's delivery log. */
export function WebhooksCard({ tournamentId }: { tournamentId: string }) {
  const [watching, setWatching] = useState(false);
  const webhooks = useWebhooksQuery(tournamentId, { pollingInterval: watching ? 1_000 : 0 });
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!watching) return;
    const stop = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(stop);
  }, [watching]);
  return (
    <Card className="p-5">
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <WebhookIcon className="size-5 text-sky-300" aria-hidden /> {text.cardTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-400">{text.cardHint}</p>
      {shown ? <NewSecret key={shown} secret={shown} /> : null}
      <QueryState query={webhooks} label="Loading webhooks" fallbackError="Could not load the webhooks.">
        {(data) => (
          <div className="mt-4 flex flex-col gap-4">
            {data.webhooks.length === 0 ? <p className="text-sm text-slate-400">{text.empty}</p> : null}
            {data.webhooks.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                tournamentId={tournamentId}
                webhook={webhook}
                onTestSent={() => setWatching(true)}
              />
            ))}
            {data.webhooks.length < data.limit ? (
              <AddWebhookForm tournamentId={tournamentId} onCreated={setShown} />
            ) : (
              <p className="text-sm text-slate-400">{text.tooMany(data.limit)}</p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function AddWebhookForm({
  tournamentId,
  onCreated,
}: {
  tournamentId: string;
  onCreated: (secret: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string>();
  const [create, { isLoading }] = useCreateWebhookMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await create({ tournamentId, url, events, ...(secret ? { secret } : {}) }).unwrap();
      setUrl('');
      setSecret('');
      setError(undefined);
      onCreated(created.secret);
      toast.success(text.created);
    } catch (failure) {
      const message = errorMessage(failure, 'Could not add the webhook');
      setError(message);
      toast.error(message);
    }
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((kept) => kept !== type)));
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-white/10 pt-4">
      <Field id={`${id}-url`} label={text.urlField} error={error} required>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/galaxia-hook"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <Field id={`${id}-secret`} label={text.secretField}>
        <Input
          id={`${id}-secret`}
          value={secret}
          autoComplete="off"
          onChange={(event) => setSecret(event.target.value)}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-200">{text.eventsLegend}</legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-300">
              <input
                type="checkbox"
                className="size-4 accent-sky-400"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              {text.eventLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={isLoading} className="self-start">
        <WebhookIcon className="size-4" aria-hidden /> {text.addButton}
      </Button>
    </form>
  );
}

/** The one moment the secret is readable: focused, so a keyboard or screen-reader user lands on it. */
function NewSecret({ secret }: { secret: string }) {
  const ref = useRef<HTMLOutputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-4 rounded-lg border border-amber-400/40 bg-amber-400/10 p-4" role="status">
      <p className="text-sm text-amber-100/90">{text.secretOnce}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <output
          ref={ref}
          tabIndex={-1}
          aria-label="Webhook secret"
          className="min-w-0 flex-1 break-all rounded bg-black/40 px-3 py-2 font-mono text-sm text-white"
        >
          {secret}
        </output>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(secret);
            toast.success(text.secretCopied);
          }}
        >
          <Copy className="size-4" aria-hidden /> {text.copySecret}
        </Button>
      </div>
    </div>
  );
}

function WebhookItem({
  tournamentId,
  webhook,
  onTestSent,
}: {
  tournamentId: string;
  webhook: Webhook;
  onTestSent: () => void;
}) {
  const id = useId();
  const one = { tournamentId, webhookId: webhook.id };
  const [update, { isLoading: updating }] = useUpdateWebhookMutation();
  const [remove, { isLoading: removing }] = useDeleteWebhookMutation();
  const [sendTest, { isLoading: testing }] = useSendWebhookTestMutation();
  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast.success(done);
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
    }
  };
  return (
    <section className="rounded-lg border border-white/10 bg-white/[0.03] p-4" aria-label={webhook.url}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-all font-mono text-sm text-white">{webhook.url}</p>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-enabled`} className="text-sm text-slate-300">
            {text.enabled}
          </label>
          <Switch
            id={`${id}-enabled`}
            checked={webhook.enabled}
            disabled={updating}
            onCheckedChange={(enabled) =>
              act(
                () => update({ ...one, enabled }).unwrap(),
                text.enabledToast(enabled),
                'Could not change the webhook',
              )
            }
          />
          <Button
            variant="ghost"
            size="icon"
            disabled={removing}
            aria-label={text.deleteButton(webhook.url)}
            onClick={() => act(() => remove(one).unwrap(), text.deleted, 'Could not delete the webhook')}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-400">
        {webhook.events.map((type) => text.eventLabels[type]).join(' · ')}
      </p>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={testing}
        onClick={() =>
          act(
            async () => {
              await sendTest(one).unwrap();
              onTestSent();
            },
            text.testSent,
            'Could not send the test event',
          )
        }
      >
        <Send className="size-4" aria-hidden /> {text.testButton}
      </Button>
      <DeliveryLog webhook={webhook} />
    </section>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-200">{text.logTitle}</h4>
      {webhook.deliveries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">{text.logEmpty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {text.logColumns.event}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {text.logColumns.attempt}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {text.logColumns.status}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {text.logColumns.time}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {webhook.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="py-1 pr-3 font-mono text-slate-200">{delivery.eventType}</td>
                  <td className="py-1 pr-3 tabular-nums">{delivery.attempt}</td>
                  <td
                    className={`py-1 pr-3 tabular-nums ${
                      delivery.statusCode && delivery.statusCode < 300 ? 'text-emerald-300' : 'text-red-300'
                    }`}
                    title={delivery.error ?? undefined}
                  >
                    {delivery.statusCode ?? text.noAnswer}
                  </td>
                  <td className="py-1 text-slate-300">{formatDateTime(delivery.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
