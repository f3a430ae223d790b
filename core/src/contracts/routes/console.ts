import { announcementSchema, createAnnouncementPayloadSchema } from '../announcements.ts';
import {
  claimableMatchesSchema,
  startedPhaseSchema,
  startPhasePayloadSchema,
  streamerGrantPayloadSchema,
  tournamentConsoleSchema,
  tournamentStreamersSchema,
} from '../competition.ts';
import {
  discordStreamerGrantSchema,
  guildMemberMatchesSchema,
  memberSearchQuerySchema,
} from '../guild-settings.ts';
import { NO_CONTENT, ofTournament, route } from './route-contract.ts';

/** Running a tournament from its console: the console itself, starting phases, streamers, announcements. */
export const consoleRoutes = {
  console: route({
    method: 'get',
    path: '/organiser/tournaments/:id/console',
    access: 'organiser',
    summary: "The tournament's console: its phases, what each needs next, and its matches",
    response: tournamentConsoleSchema,
  }),
  // `phaseIndex` is the phase's position (0 first); an index that names no phase answers 404.
  startPhase: route({
    method: 'post',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/start',
    access: 'organiser',
    summary: 'Starts a phase: draws its bracket or groups from the chosen seeding',
    body: startPhasePayloadSchema,
    response: startedPhaseSchema,
    status: 201,
    cache: ofTournament,
  }),
  grantStreamer: route({
    method: 'post',
    path: '/organiser/tournaments/:id/streamers',
    access: 'organiser',
    summary: "Lets a person claim the tournament's matches to stream",
    body: streamerGrantPayloadSchema,
    response: tournamentStreamersSchema,
    cache: ofTournament,
  }),
  revokeStreamer: route({
    method: 'delete',
    path: '/organiser/tournaments/:id/streamers',
    access: 'organiser',
    summary: "Takes a person off the tournament's streamers",
    body: streamerGrantPayloadSchema,
    response: tournamentStreamersSchema,
    cache: ofTournament,
  }),
  claimable: route({
    method: 'get',
    path: '/streamer/claimable',
    access: 'user',
    summary: 'The matches the caller may claim to stream, across the tournaments that made them a streamer',
    response: claimableMatchesSchema,
  }),
  postAnnouncement: route({
    method: 'post',
    path: '/organiser/tournaments/:id/announcements',
    access: 'organiser',
    summary: 'Posts an announcement on the event page (and to Discord)',
    body: createAnnouncementPayloadSchema,
    response: announcementSchema,
    status: 201,
    cache: ofTournament,
  }),
  deleteAnnouncement: route({
    method: 'delete',
    path: '/organiser/tournaments/:id/announcements/:announcementId',
    access: 'organiser',
    summary: 'Takes an announcement down from the event page',
    response: NO_CONTENT,
    cache: ofTournament,
  }),
  // Streamers by Discord account: the tournament's server members, found by the start of their name.
  memberSearch: route({
    method: 'get',
    path: '/organiser/tournaments/:id/member-search',
    access: 'organiser',
    summary: "Members of the tournament's Discord server whose name starts with `q`",
    query: memberSearchQuerySchema,
    response: guildMemberMatchesSchema,
  }),
  grantStreamerByDiscord: route({
    method: 'post',
    path: '/organiser/tournaments/:id/streamers/discord',
    access: 'organiser',
    summary: 'Makes a member of the Discord server a streamer of the tournament (signing them up if new)',
    body: discordStreamerGrantSchema,
    response: tournamentStreamersSchema,
    cache: ofTournament,
  }),
};
