import { messages } from '@galaxia/core';
import { useLocation } from 'react-router-dom';
import { DISCORD_SIGN_IN_PATH, rememberReturnUrl } from '../../lib/login-return.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, type DialogOpenProps } from '../ui/dialog.tsx';
import { DiscordIcon } from './discord-icon.tsx';

export function LoginDialog({ open, onOpenChange }: DialogOpenProps) {
  const location = useLocation();
  const continueWithDiscord = () => {
    rememberReturnUrl(location);
    window.location.assign(DISCORD_SIGN_IN_PATH);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.login.dialogTitle}
      description={messages.login.dialogText}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.login.cancel}
        </Button>
        <Button variant="discord" onClick={continueWithDiscord}>
          <DiscordIcon className="size-5" />
          {messages.login.continue}
        </Button>
      </div>
    </Dialog>
  );
}
