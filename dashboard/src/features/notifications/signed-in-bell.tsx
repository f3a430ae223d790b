import type { NotificationView } from '@galaxia/core';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router-dom';
import { PopoverPanel } from '../../components/ui/popover-panel.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from './notifications-api.ts';

/** New notifications show up within this long without a reload. */
const POLL_MS = 30_000;

/** The bell's popover; loaded only once someone is signed in, so a visitor's first load stays small. */
export function SignedInBell() {
  const { data } = useNotificationsQuery(undefined, { pollingInterval: POLL_MS });
  const [markRead] = useMarkNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  const list = data?.notifications ?? [];
  const open = (notification: NotificationView) => {
    if (!notification.readAt) markRead({ ids: [notification.id] });
  };
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-white/10"
      >
        <Bell className="size-5" aria-hidden />
        {unread ? (
          <span className="absolute right-1 top-1 inline-flex min-w-4 items-center justify-center rounded-full bg-brand-500 px-1 text-[0.65rem] font-bold leading-4 text-white">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <PopoverPanel
        align="end"
        sideOffset={8}
        className="flex max-h-[70dvh] w-[min(22rem,calc(100vw-1rem))] flex-col overflow-hidden shadow-brand-900/30"
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
          <h2 className="font-display text-lg font-bold">Notifications</h2>
          {unread ? (
            <button
              type="button"
              className="text-sm font-semibold text-brand-300 hover:underline"
              onClick={() => markRead({})}
            >
              Mark all read
            </button>
          ) : null}
        </div>
        {list.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-400">
            Nothing yet. Invitations, check-ins and results show up here.
          </p>
        ) : (
          <ul aria-label="Notifications" className="flex flex-col divide-y divide-white/5 overflow-y-auto">
            {list.map((notification) => {
              const body = (
                <>
                  <span className="flex items-start gap-2">
                    {notification.readAt ? null : (
                      <>
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" aria-hidden />
                        <span className="sr-only">Unread:</span>
                      </>
                    )}
                    <span className="font-semibold">{notification.title}</span>
                  </span>
                  <span className="block text-sm text-slate-300">{notification.body}</span>
                  <span className="block text-xs text-muted">{formatDateTime(notification.createdAt)}</span>
                </>
              );
              const itemClass = cn(
                'flex flex-col gap-1 px-4 py-3 text-left',
                !notification.readAt && 'bg-brand-500/5',
              );
              return (
                <li key={notification.id}>
                  {notification.link ? (
                    <Popover.Close asChild>
                      <Link
                        to={notification.link}
                        className={cn(itemClass, 'hover:bg-white/5')}
                        onClick={() => open(notification)}
                      >
                        {body}
                      </Link>
                    </Popover.Close>
                  ) : (
                    <button
                      type="button"
                      className={cn(itemClass, 'w-full hover:bg-white/5')}
                      onClick={() => open(notification)}
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverPanel>
    </Popover.Root>
  );
}
