import {
  matchVetoViewSchema,
  vetoChoicePayloadSchema,
  vetoResetPayloadSchema,
  vetoSettingsUpdateSchema,
  vetoSettingsViewSchema,
} from '../veto.ts';
import { ofMatch, route } from './route-contract.ts';

/**
 * Map veto: the organiser's pool and sequences, a match's veto for everyone (what the caller may do
 * depends on who asks, so it is never kept in the shared cache), the captains' steps and the reset.
 */
export const vetoRoutes = {
  settings: route({
    method: 'get',
    path: '/organiser/tournaments/:id/veto-settings',
    access: 'organiser',
    summary: "The tournament's map pool, veto sequences and timer, with each phase's override",
    response: vetoSettingsViewSchema,
  }),
  saveSettings: route({
    method: 'put',
    path: '/organiser/tournaments/:id/veto-settings',
    access: 'organiser',
    summary: "Saves the tournament's veto settings, or one phase's override (null clears it)",
    body: vetoSettingsUpdateSchema,
    response: vetoSettingsViewSchema,
    cache: { invalidates: { tournament: 'id' } },
  }),
  match: route({
    method: 'get',
    path: '/matches/:id/veto',
    access: 'public',
    summary: "A match's map veto: the pool, the steps taken, whose turn it is and the maps to play",
    response: matchVetoViewSchema,
  }),
  open: route({
    method: 'post',
    path: '/matches/:id/veto/open',
    access: 'organiser',
    summary: "Opens the match's veto now, before both teams have checked in",
    response: matchVetoViewSchema,
    cache: ofMatch,
  }),
  step: route({
    method: 'post',
    path: '/matches/:id/veto/steps',
    access: 'user',
    summary: "A captain takes their side's waiting step: a ban, a pick or a side",
    body: vetoChoicePayloadSchema,
    response: matchVetoViewSchema,
    cache: ofMatch,
  }),
  reset: route({
    method: 'post',
    path: '/matches/:id/veto/reset',
    access: 'organiser',
    summary: "Starts the match's veto again from its first step",
    body: vetoResetPayloadSchema,
    response: matchVetoViewSchema,
    cache: ofMatch,
  }),
};
