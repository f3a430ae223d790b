import { messages } from '@galaxia/core';
import { DiscordIcon } from '../../../components/layout/discord-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { DISCORD_LINK_PATH } from '../../../lib/login-return.ts';

/** Shown instead of the organiser screens to someone signed in without a linked Discord account. */
export function DiscordRequiredNotice() {
  return (
    <EmptyState
      icon={<DiscordIcon className="size-10 text-[#8891f2]" />}
      title={messages.account.discordRequired}
      text={messages.account.discordRequiredText}
      action={
        <Button variant="discord" onClick={() => window.location.assign(DISCORD_LINK_PATH)}>
          <DiscordIcon className="size-5" />
          {messages.account.linkDiscord}
        </Button>
      }
    />
  );
}
