import { type CommandRoleBadge, slashCommands } from '@galaxia/core';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

const roleTone: Record<CommandRoleBadge, BadgeTone> = {
  Admin: 'red',
  'Team Rep': 'yellow',
  Streamer: 'blue',
  Member: 'green',
};

export function CommandSetPage() {
  return (
    <>
      <PageHeader
        title="Command Set"
        description="Slash commands the Galaxia bot adds to your Discord server."
      />
      <ul className="grid gap-4 lg:grid-cols-2">
        {slashCommands.map((command) => (
          <li key={command.name}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <div className="flex items-center justify-between gap-3">
                <code className="font-mono text-lg font-semibold text-neon-400">/{command.name}</code>
                <Badge tone={roleTone[command.role]}>{command.role}</Badge>
              </div>
              <p className="text-sm text-slate-300">{command.description}</p>
              {command.options.length ? (
                <p className="flex flex-wrap gap-1.5 text-xs text-slate-400">
                  {command.options.map((option) => (
                    <code key={option.name} className="rounded bg-white/5 px-1.5 py-0.5">
                      {option.name}
                      {option.required ? '' : '?'}
                    </code>
                  ))}
                </p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
