import { z } from 'zod';
import { SIGN_IN_METHODS } from '../../domain/accounts/account-links.ts';
import { messages } from '../../domain/messages/catalogue.ts';
import { LANGUAGE_SETTING_PATH } from '../../domain/site/languages.ts';
import {
  currentUserSchema,
  languageSettingSchema,
  profileSchema,
  updateProfileSchema,
  userSettingsSchema,
} from '../accounts.ts';
import { tournamentInvitationsSchema } from '../competition.ts';
import { activeSessionSchema, setPasswordSchema, signInMethodsSchema } from '../credentials.ts';
import { text } from '../text-fields.ts';
import { messageSchema } from './auth.ts';
import { administeredServersSchema } from './organiser.ts';
import { NO_CONTENT, route } from './route-contract.ts';

/**
 * The signed-in person's account: who they are, their profile and settings, their ways in and their
 * signed-in devices. The api refuses API tokens on the ways in and devices (reads too) and on every
 * change to the rest. Changes here drop every public answer (no `cache` rule): a name shows on many.
 */
export const accountRoutes = {
  me: route({
    method: 'get',
    path: '/me',
    access: 'user',
    summary: 'Who is signed in, the Discord servers they organise, and whether they are staff',
    response: z.object({
      user: currentUserSchema.extend({ avatar: text().nullable() }),
      servers: administeredServersSchema.shape.servers,
      discordLinked: z.boolean(),
      isStaff: z.boolean(),
    }),
  }),
  tournamentInvitations: route({
    method: 'get',
    path: '/me/tournament-invitations',
    access: 'user',
    summary: "The tournament invitations the caller's teams have to answer",
    response: tournamentInvitationsSchema,
  }),
  profile: route({
    method: 'get',
    path: '/profile',
    access: 'user',
    summary: "The caller's own profile",
    response: profileSchema,
  }),
  updateProfile: route({
    method: 'put',
    path: '/profile',
    access: 'user',
    summary: "Saves the caller's name, bio and nationality",
    body: updateProfileSchema,
    response: profileSchema,
  }),
  settings: route({
    method: 'get',
    path: '/settings',
    access: 'user',
    summary: "The caller's notification, privacy, game and time zone settings",
    response: userSettingsSchema,
  }),
  updateSettings: route({
    method: 'put',
    path: '/settings',
    access: 'user',
    summary: "Saves the caller's settings",
    body: userSettingsSchema,
    response: userSettingsSchema,
  }),
  updateLanguage: route({
    method: 'put',
    path: LANGUAGE_SETTING_PATH,
    access: 'user',
    summary: 'Saves the language the caller reads the website in',
    body: languageSettingSchema,
    response: languageSettingSchema,
  }),
  signInMethods: route({
    method: 'get',
    path: '/account/sign-in-methods',
    access: 'user',
    summary: "The caller's ways in, and a Google account waiting to be linked",
    response: signInMethodsSchema,
  }),
  setPassword: route({
    method: 'put',
    path: '/account/password',
    access: 'user',
    summary: 'Adds or changes the password; signs the person out everywhere else',
    body: setPasswordSchema,
    response: messageSchema,
  }),
  unlinkSignInMethod: route({
    method: 'delete',
    path: '/account/sign-in-methods/:method',
    access: 'user',
    summary: 'Unlinks a way in (never the last); signs the person out everywhere else',
    params: z.object({ method: z.enum(SIGN_IN_METHODS, { error: messages.account.methodNotLinked }) }),
    response: messageSchema,
  }),
  reviewSignInMethods: route({
    method: 'post',
    path: '/account/sign-in-methods/review',
    access: 'user',
    summary: 'Keeps the ways in that were on the account before its address was proven',
    response: messageSchema,
  }),
  confirmGoogleLink: route({
    method: 'post',
    path: '/account/google/confirm-link',
    access: 'user',
    summary: 'Links the Google account waiting from a sign-in',
    response: messageSchema,
  }),
  dropPendingGoogle: route({
    method: 'delete',
    path: '/account/google/pending',
    access: 'user',
    summary: 'Forgets the Google account waiting from a sign-in',
    response: NO_CONTENT,
  }),
  sessions: route({
    method: 'get',
    path: '/account/sessions',
    access: 'user',
    summary: "The caller's signed-in devices",
    response: z.object({ sessions: z.array(activeSessionSchema) }),
  }),
  signOutOthers: route({
    method: 'post',
    path: '/account/sessions/sign-out-others',
    access: 'user',
    summary: "Ends the caller's sessions on every other device",
    response: messageSchema,
  }),
};
