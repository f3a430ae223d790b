import type { WorkerServices } from '../worker-services.ts';
import { bgmiVideoProcessor } from './bgmi-video.ts';
import { cocVerificationProcessor } from './coc-verification.ts';
import { discordNotificationProcessor } from './discord-notification.ts';
import { discordRolesProcessor } from './discord-roles.ts';
import { duelPhaseCloseProcessor } from './duel-phase-close.ts';
import { heartbeatProcessor } from './heartbeat.ts';
import { lobbyCheckInCloseProcessor } from './lobby-check-in-close.ts';
import { lobbyPhaseCloseProcessor } from './lobby-phase-close.ts';
import { matchCheckInCloseProcessor } from './match-check-in-close.ts';
import { matchReminderProcessor } from './match-reminder.ts';
import { matchThreadProcessor } from './match-thread.ts';
import { matchVetoOpenProcessor } from './match-veto-open.ts';
import { matchVetoTimeoutProcessor } from './match-veto-timeout.ts';
import { notificationMailProcessor } from './notification-mail.ts';
import { orphanUploadsProcessor } from './orphan-uploads.ts';
import type { Processor } from './processor.ts';
import { pruneIdempotencyKeysProcessor } from './prune-idempotency-keys.ts';
import { roomRevealProcessor } from './room-reveal.ts';
import { streamViewersProcessor } from './stream-viewers.ts';
import { townHallRefreshProcessor } from './town-hall-refresh.ts';
import { verificationSweepProcessor } from './verification-sweep.ts';
import { webhookDeliveryProcessor, webhookEventProcessor } from './webhooks.ts';

/** Every processor the workers process runs, wired to its services. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds processors of different job types.
export const createProcessors = (services: WorkerServices): Processor<any>[] => [
  heartbeatProcessor,
  cocVerificationProcessor(services),
  bgmiVideoProcessor(services),
  matchReminderProcessor(services),
  matchCheckInCloseProcessor(services),
  lobbyCheckInCloseProcessor(services),
  discordNotificationProcessor(services),
  matchThreadProcessor(services),
  discordRolesProcessor(services),
  roomRevealProcessor(services),
  streamViewersProcessor(services),
  orphanUploadsProcessor(services),
  pruneIdempotencyKeysProcessor(services),
  notificationMailProcessor(services),
  verificationSweepProcessor(services),
  lobbyPhaseCloseProcessor(services),
  duelPhaseCloseProcessor(services),
  matchVetoTimeoutProcessor(services),
  matchVetoOpenProcessor(services),
  townHallRefreshProcessor(services),
  webhookEventProcessor(services),
  webhookDeliveryProcessor(services),
];
