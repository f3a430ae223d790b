import type { TournamentUpdate } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DiscordNotification } from '../../../jobs/discord-notification-job.ts';
import type { MatchThreadSync } from '../../../jobs/match-thread-job.ts';
import type { VetoOpening } from '../../../jobs/match-veto-open-job.ts';
import type { VetoTimer } from '../../../jobs/match-veto-timeout-job.ts';
import type { WebhookEventRef } from '../../../jobs/webhook-jobs.ts';
import { bumpDataVersion } from '../../public/data-version.ts';
import { webhookEventRank, webhookEventsOf } from './webhook-events-of.ts';

export interface MatchReminder {
  tournamentId: string;
  matchId: string;
  scheduledTime: Date;
  /** When the match's veto opens by itself, if the organiser set a time for it. */
  vetoOpensAt?: Date | null;
}

/** A battle-royale lobby map's time: its check-in closes then (set again whenever the map is timed). */
export interface LobbyCheckInTime {
  tournamentId: string;
  lobbyMatchId: string;
  scheduledTime: Date;
}

/**
 * What competition use cases hand to the outside once their transaction has committed. Each port is
 * optional, but every use case takes the ports as a required argument: a door passes the process's
 * (`competitionPortsOf`), a test or script that wants none says so with `NO_PORTS`, and no caller loses
 * live updates or jobs by forgetting them.
 */
export interface CompetitionPorts {
  /** Tells open public pages of the tournament what changed. */
  publish?: (tournamentId: string, update: TournamentUpdate) => Promise<void>;
  /** Posts to the tournament's Discord server. */
  notify?: (notification: DiscordNotification) => Promise<void>;
  /** Sets (or moves) the check-in reminder of a scheduled match. */
  schedule?: (reminder: MatchReminder) => Promise<void>;
  /** Sets (or moves) the check-in close of a timed lobby map. */
  lobbyCheckInClose?: (time: LobbyCheckInTime) => Promise<void>;
  /** Brings the Discord threads of the changed matches in step. */
  syncThreads?: (sync: MatchThreadSync) => Promise<void>;
  /** Brings the Discord roles of a registration's people (a whole tournament's: `teamId` null) in line. */
  syncRoles?: (change: { tournamentId: string; teamId: string | null }) => Promise<void>;
  /** Sets the timer of a map veto's waiting step. */
  vetoTimer?: (timer: VetoTimer) => Promise<void>;
  /** Opens a match's map veto at the time the organiser set for it. */
  vetoOpening?: (opening: VetoOpening) => Promise<void>;
  /** Sends an event to the tournament's webhooks (the workers deliver it). */
  webhook?: (tournamentId: string, event: WebhookEventRef) => Promise<void>;
}

/** Nothing leaves after the commit: no live updates, no jobs (tests, seeds and benches that read the database). */
export const NO_PORTS = {} as const;

/** The thread syncs a use case's updates call for: each changed match once, or the tournament when a phase starts. */
const threadSyncsOf = (tournamentId: string, updates: readonly TournamentUpdate[]): MatchThreadSync[] => {
  const matchIds = new Set(updates.flatMap((update) => (update.type === 'match' ? [update.matchId] : [])));
  const phaseStarted = updates.some((update) => update.type === 'phase' && update.status === 'active');
  return [
    ...[...matchIds].map((matchId) => ({ tournamentId, matchId })),
    ...(phaseStarted ? [{ tournamentId }] : []),
  ];
};

/**
 * Where a change sits in the chain of causes: a result (or any match or entry change) closes a phase,
 * a closed phase starts the next, the last phase ends the tournament. Use cases record consequences as
 * they derive them, often before the move that caused them; released in this order, posts and live
 * updates never announce "Playoffs has started" before the result that finished the groups.
 */
const updateRank = (update: TournamentUpdate): number =>
  update.type === 'phase' ? 1 : update.type === 'tournament' ? 2 : 0;
/** What a ruling changed of the qualifiers (an announcement also logged) follows the ruling itself. */
const notificationRank = (notification: DiscordNotification): number =>
  notification.kind === 'phase-started' || (notification.kind === 'announcement' && notification.log)
    ? 1
    : notification.kind === 'tournament-completed'
      ? 2
      : 0;

/** Stable: facts of one rank keep the order they were recorded in. */
const inCausalOrder = <T>(items: readonly T[], rank: (item: T) => number): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);

/**
 * Side effects gathered while a use case runs and released only after its commit, so a page, a worker
 * or the bot never acts on a change that was rolled back; released one after the other in causal order.
 */
export function collectEffects(tournamentId: string) {
  const updates: TournamentUpdate[] = [];
  const notifications: DiscordNotification[] = [];
  const reminders: MatchReminder[] = [];
  const lobbyTimes: LobbyCheckInTime[] = [];
  const webhookEvents: WebhookEventRef[] = [];
  let version: number | undefined;
  return {
    /**
     * The write's last step inside its transaction: stores what it changed and counts one more version
     * of the tournament's public data, which every update it publishes carries.
     */
    async closeWrite(em: EntityManager): Promise<void> {
      await em.flush();
      version = await bumpDataVersion(em, tournamentId);
    },
    publish: (update: TournamentUpdate) => {
      updates.push(update);
    },
    notify: (notification: DiscordNotification) => {
      notifications.push(notification);
    },
    schedule: (reminder: MatchReminder) => {
      reminders.push(reminder);
    },
    scheduleLobbyCheckIn: (time: LobbyCheckInTime) => {
      lobbyTimes.push(time);
    },
    /** A webhook event no live update or notice stands for (see webhook-events-of.ts). */
    webhook: (event: WebhookEventRef) => {
      webhookEvents.push(event);
    },
    /**
     * The change is committed whatever happens here: a failed notification must not turn the person's
     * successful move into an error they would retry, so failures are logged and the rest still run.
     */
    async release(ports: CompetitionPorts): Promise<void> {
      // Server roles follow every registration change and the tournament's end.
      const roleChanges = [
        ...updates.flatMap((update) => (update.type === 'registration' ? [update.teamId] : [])),
        ...notifications.flatMap((notification) =>
          notification.kind === 'tournament-completed' ? [null] : [],
        ),
      ];
      // One at a time: queued posts and published updates reach Redis in the order they are sent.
      const work: (() => Promise<void> | undefined)[] = [
        ...inCausalOrder(updates, updateRank).map(
          (update) => () =>
            ports.publish?.(tournamentId, version === undefined ? update : { ...update, version }),
        ),
        ...roleChanges.map((teamId) => () => ports.syncRoles?.({ tournamentId, teamId })),
        ...inCausalOrder(notifications, notificationRank).map(
          (notification) => () => ports.notify?.(notification),
        ),
        ...reminders.map((reminder) => () => ports.schedule?.(reminder)),
        ...lobbyTimes.map((time) => () => ports.lobbyCheckInClose?.(time)),
        ...threadSyncsOf(tournamentId, updates).map((sync) => () => ports.syncThreads?.(sync)),
        ...inCausalOrder(
          [...webhookEvents, ...webhookEventsOf(updates, notifications)],
          webhookEventRank,
        ).map((event) => () => ports.webhook?.(tournamentId, event)),
      ];
      for (const effect of work) {
        try {
          await effect();
        } catch (error) {
          console.error('[competition] side effect failed', error);
        }
      }
    },
  };
}

export type Effects = ReturnType<typeof collectEffects>;
