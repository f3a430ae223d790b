import { type ReactNode, useState } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { NativeSelect } from '../../components/ui/form-controls.tsx';
import { type QueryLike, QueryState } from '../../components/ui/query-state.tsx';
import { SelectOptions } from '../../components/ui/select-options.tsx';

/**
 * An organiser page about one of their Discord servers: a server picker when they organise several,
 * then the page's form for the chosen server through the loading and error states.
 */
export function ServerPage<T>({
  title,
  description,
  fallbackError,
  useView,
  children,
}: {
  title: string;
  description: string;
  fallbackError: string;
  /** The page's read of one server (an RTK Query hook, the same on every render). */
  useView: (guildId: string, options: { skip: boolean }) => QueryLike<T>;
  children: (guildId: string, view: T) => ReactNode;
}) {
  const servers = useMeQuery().data?.servers ?? [];
  const [guildId, setGuildId] = useState<string>('');
  const current = guildId || servers[0]?.id || '';
  const query = useView(current, { skip: !current });

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          servers.length > 1 ? (
            <NativeSelect
              aria-label="Server"
              value={current}
              onChange={(event) => setGuildId(event.target.value)}
              className="w-full sm:w-64"
            >
              <SelectOptions choices={servers} />
            </NativeSelect>
          ) : null
        }
      />
      {current ? (
        <QueryState query={query} label={title} fallbackError={fallbackError} rows={4}>
          {(view) => children(current, view)}
        </QueryState>
      ) : null}
    </>
  );
}
