import { languageTexts } from './language-texts.ts';

/**
 * The website's translated pages in English, in i18next's format: `{{name}}` fills a value in and
 * `_one`/`_other` keys are chosen by the language's plural rules (`count`). Each language has a file of
 * its own (hi.ts with the same keys), so a page's JavaScript carries only the language it is read in.
 * Texts also said by the api or the bot stay equal to their `messages` twins (languages.test.ts); the
 * web-only ones moved here from `messages`.
 */
export const en = {
  language: languageTexts,
  event: {
    allEvents: 'All events',
    loading: 'Loading event',
    loadFailed: 'Could not load this event.',
    facts: { game: 'Game', format: 'Format', prizePool: 'Prize pool', host: 'Host' },
    status: { ongoing: 'Ongoing', past: 'Past', upcoming: 'Upcoming' },
    participating: 'Participating',
    joinDiscord: 'Join the Discord',
    pagesLabel: 'Event pages',
    nothingYet: 'Nothing here yet',
    schedule: 'Schedule',
    townHalls_one: 'Town Hall breakdown · {{count}} base',
    townHalls_other: 'Town Hall breakdown · {{count}} bases',
    townHallLine: '{{count}} × TH{{level}}',
    sections: {
      brackets: { title: 'Brackets', text: 'Every phase, round by round' },
      streams: { title: 'Streams', text: 'Watch live and upcoming casts' },
      matches: { title: 'Matches', text: 'Schedule, scores and results' },
      teams: { title: 'Teams', text: 'Rosters and match history' },
      calendar: { title: 'Calendar', text: 'Match days and phase dates' },
      roadmap: { title: 'Roadmap', text: 'How teams advance' },
      'prize-pool': { title: 'Prize Pool', text: 'The split per place' },
      rulebook: { title: 'Rulebook', text: 'Rules every team plays by' },
      stats: { title: 'Statistics', text: 'Top teams and fraggers' },
      announcements: { title: 'Announcements', text: 'News from the organisers' },
    },
    scheduleStatus: { completed: 'Completed', active: 'Active', upcoming: 'Upcoming' },
  },
  registration: {
    cancel: 'Cancel',
    startsOn: 'Registration starts on {{date}}',
    endsOn: 'Registration ends on {{date}}',
    closed: 'Registration Closed',
    label: 'Registration',
    placesTaken: '{{taken}}/{{places}} places taken',
    placesTakenWaitlist: '{{taken}}/{{places}} places taken · {{waitlisted}} on the waitlist',
    signIn: 'Sign in',
    myTeams: 'My Teams',
    verifyIdentity: 'Verify Identity',
    full: 'Registration is full',
    open: 'Registration is open',
    joinWaitlist: 'Join the waitlist',
    register: 'Register',
    applied: '{{team}} applied: awaiting verification',
    onWaitlist: 'On the waitlist as {{team}}',
    dropped: '{{team}} was dropped: it did not check in',
    registeredAs: 'Registered as {{team}}',
    position: 'Position {{position}}',
    checkedIn: 'Checked in',
    roster: 'Roster',
    verified: 'Verified',
    substitute: 'Substitute',
    failed: 'That did not work. Please try again.',
    checkedInToast: '{{team}} is checked in',
    checkIn: 'Check in for the event',
    withdraw: 'Withdraw',
    withdrawTitle: 'Withdraw from {{event}}?',
    withdrawBody:
      '{{team}} gives up its place in {{event}}. The place goes to the next team on the waitlist at once.',
    withdrawWaitlistedBody: '{{team}} leaves the waitlist of {{event}} and loses its position.',
    withdrawConfirm: 'Withdraw team',
    withdrawn: '{{team}} withdrew',
  },
  registerDialog: {
    title: 'Register your team',
    failed: 'Could not register the team',
    waitlisted: 'Registration is full: your team is number {{position}} on the waitlist',
    registered: '{{team}} is registered',
    fullJoinsWaitlist: 'All {{places}} places are taken: registering puts your team on the waitlist',
    placesLeft: '{{left}} of {{places}} places left.',
    registering: 'Registering...',
    apply: 'Apply',
    team: 'Team',
    players_one: '{{count}} player',
    players_other: '{{count}} players',
    substitutes_one: '{{count}} substitute',
    substitutes_other: '{{count}} substitutes',
    roster: 'Roster: {{players}} ({{picked}}/{{max}} picked)',
    rosterWithSubstitutes:
      'Roster: {{players}}, up to {{substitutes}} ({{picked}}/{{max}} picked; the first {{starters}} picked start)',
  },
};

/** A translation of `T`: the same keys all the way down, each holding a text. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type WebCatalogue = Translation<typeof en>;
