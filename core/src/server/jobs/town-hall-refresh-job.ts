import { defineScheduledJob } from './define-job.ts';

/** How often the workers look for Clash of Clans tournaments in the last hour of their registration. */
export const TOWN_HALL_REFRESH_EVERY_MS = 60_000;

/** Scheduled by the workers for themselves: reads rostered Town Hall levels again before registration closes. */
export const townHallRefreshJob = defineScheduledJob('town-hall-refresh', 'town-halls.refresh');
