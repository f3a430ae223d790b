import { API_TOKEN_NAME_MAX, type ApiToken, type ApiTokenScope, messages } from '@galaxia/core';
import { Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/api-slice.ts';
import {
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
} from '../../app/auth-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field, Input, NativeSelect } from '../../components/ui/form-controls.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { timeAgo } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';

const text = messages.apiTokens;

/** Settings: personal API tokens for scripts and bots; each is shown once, when it is made. */
export function ApiTokensCard() {
  const tokens = useApiTokensQuery();
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <p className="text-sm text-slate-400">{text.hint}</p>
        <p className="text-sm">
          <a href={paths.apiReference} className="font-semibold text-brand-300 hover:underline">
            {text.referenceLink}
          </a>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <CreateTokenForm onCreated={setShown} />
        {shown ? <NewToken key={shown.token} {...shown} /> : null}
        <QueryState query={tokens} label="Loading your tokens" fallbackError="Could not load your tokens.">
          {(data) => <TokenList tokens={data.tokens} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (shown: { name: string; token: string }) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [error, setError] = useState<string>();
  const [create, { isLoading }] = useCreateApiTokenMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await create({ name, scope }).unwrap();
      setName('');
      setError(undefined);
      onCreated({ name: created.apiToken.name, token: created.token });
      toast.success(text.created(created.apiToken.name));
    } catch (failure) {
      const message = errorMessage(failure, 'Could not create the token');
      setError(message);
      toast.error(message);
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <Field id={`${id}-name`} label={text.nameField} error={error}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field id={`${id}-scope`} label="Access">
        <NativeSelect
          id={`${id}-scope`}
          value={scope}
          onChange={(event) => setScope(event.target.value as ApiTokenScope)}
        >
          <option value="read">{text.scopeLabels.read}</option>
          <option value="write">{text.scopeLabels.write}</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={isLoading}>
        <KeyRound className="size-4" aria-hidden /> {text.createButton}
      </Button>
    </form>
  );
}

/** The one moment the token is readable: focused, so a keyboard or screen-reader user lands on it. */
function NewToken({ name, token }: { name: string; token: string }) {
  const ref = useRef<HTMLOutputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="rounded-lg border border-amber-400/40 bg-amber-400/10 p-4" role="status">
      <p className="text-sm font-semibold text-amber-100">{name}</p>
      <p className="mt-1 text-sm text-amber-100/90">{text.onceWarning}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <output
          ref={ref}
          tabIndex={-1}
          aria-label={`${name} token`}
          className="min-w-0 flex-1 break-all rounded bg-black/40 px-3 py-2 font-mono text-sm text-white"
        >
          {token}
        </output>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(token);
            toast.success(text.copied);
          }}
        >
          <Copy className="size-4" aria-hidden /> {text.copyButton}
        </Button>
      </div>
    </div>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const [revoke, { isLoading }] = useRevokeApiTokenMutation();
  if (tokens.length === 0) return <p className="text-sm text-slate-400">{text.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-white/10">
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-semibold">
              {token.name}{' '}
              <Badge tone={token.scope === 'write' ? 'yellow' : 'blue'}>
                {text.scopeLabels[token.scope]}
              </Badge>
            </p>
            <p className="font-mono text-xs text-slate-400">{token.hint}</p>
            <p className="text-xs text-slate-400">
              {token.lastUsedAt ? text.lastUsed(timeAgo(token.lastUsedAt)) : text.neverUsed}
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={isLoading}
            aria-label={text.revokeButton(token.name)}
            onClick={async () => {
              try {
                await revoke(token.id).unwrap();
                toast.success(text.revoked(token.name));
              } catch (failure) {
                toast.error(errorMessage(failure, 'Could not revoke the token'));
              }
            }}
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
