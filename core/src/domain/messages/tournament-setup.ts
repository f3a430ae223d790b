/** The organiser's set-up of a tournament: creation, roadmap phases, calendar, registration, breakdown, prizes. */
export const tournamentSetupMessages = {
  createTournament: {
    failed: 'Failed to create tournament',
    nameRequired: 'Tournament name is required',
    seasonRequired: 'Season number is required',
    gameRequired: 'Game is required',
    serverRequired: 'Discord server is required',
    publishDateRequired: 'Publish date is required',
    seasonInvalid: 'Season number must be a whole number of at least 1',
    formatInvalid: 'Choose a format offered for this game',
    imageUrlInvalid: 'Images must be web links or uploaded files',
  },
  form: {
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  },
  event: {
    updateFailed: 'Failed to update tournament',
    roadmapUpdateFailed: 'Failed to update tournament roadmap',
    registrationUpdateFailed: 'Failed to update registration',
    calendarUpdateFailed: 'Failed to update calendar',
    notFound: 'Tournament not found',
    roadmapNotFound: 'Roadmap not found',
    registrationNotFound: 'Registration data not found',
    calendarNotFound: 'Calendar not found',
  },
  tournament: {
    detailsMissing: 'Send the tournament details as JSON in the tournamentData field',
    imageNotUploaded: 'Images must be files uploaded to Galaxia: choose the image again',
    roadmapLocked: 'The roadmap cannot change once matches have been created',
    calendarPhaseCount: (phases: number) =>
      `The calendar needs one entry per roadmap phase (${phases} ${phases === 1 ? 'phase' : 'phases'})`,
  },
  registration: {
    saved: 'Registration schedule saved successfully!',
    saveFailed: 'Failed to save registration schedule',
    saveError: 'Error saving registration schedule',
    startsOn: (date: string) => `Registration starts on ${date}`,
    endsOn: (date: string) => `Registration ends on ${date}`,
    closed: 'Registration Closed',
    windowEndsBeforeStart: 'Registration must end after it starts',
    windowsOverlap: 'Registration phases must not overlap',
  },
  calendar: {
    invalidDate: 'Dates must be real dates written YYYY-MM-DD',
    invalidTime: 'Times must be HH:MM with hour 0-23 and minute 0-59',
    roundNameRequired: 'Round name is required',
    roundEndsBeforeStart: 'A round cannot end before it starts',
  },
  phase: {
    tiebreaksRepeated: 'Each tiebreak can appear only once',
    tiebreaksRequired: 'Choose at least one tiebreak',
    powerOfTwo: (total: number, format: string) =>
      `Total teams (${total}) must be a power of 2 for ${format}`,
    qualifyingPowerOfTwo: (qualifying: number) =>
      `Total qualifying teams (${qualifying}) must be a power of 2`,
    groupsAtLeastTwo: 'Group Stage requires at least 2 groups',
    divisibleByGroups: (total: number, groups: number) =>
      `Total teams (${total}) must be divisible by number of groups (${groups})`,
    qualifyingDivisibleByGroups: 'Total qualifying teams must be divisible by number of groups',
    qualifyingLessThanTotal: 'Total qualifying teams must be less than total teams',
    totalGreaterThanZero: 'Total teams must be greater than 0',
    divisionRequired: 'At least one qualifying division is required for non-final phases',
    finalNoQualifying: 'Final phase cannot have qualifying teams',
    completeCurrentFirst: 'Complete and validate the current phase before creating the next one.',
    defaultName: (n: number) => `Phase ${n}`,
    nameRequired: 'Phase name is required',
    countsWholeNonNegative: 'Team counts must be whole numbers of at least 0',
    divisionNeedsTeams: 'Every qualifying division needs at least 1 team',
    sourceNotEarlier: 'Qualified teams can only come from a division of an earlier phase',
    divisionClaimedTwice: 'A division can feed only one later phase',
    onlyLastEditable: 'Only the last phase can be edited',
    onlyLastDeletable: 'Only the last phase can be deleted',
    finalAlreadySet:
      'The last phase is marked as final. Turn off "Is this the Last Phase?" to add another phase.',
    roadmapEmpty: 'Add at least one phase',
    lastMustBeFinal: 'Mark the last phase as the final phase',
    onlyLastFinal: 'Only the last phase can be the final phase',
    phaseHasErrors: (name: string) => `${name} has errors to fix`,
    divisionUnused: (name: string, division: number) =>
      `Division ${division} of ${name} does not feed any later phase`,
  },
  breakdown: {
    saved: 'Breakdown saved successfully!',
    needsMore: (n: number) => `Needs ${n} more town halls`,
    tooMany: (n: number) => `Remove ${n} town halls: exactly 50 are required`,
    countInvalid: 'Town Hall counts must be whole numbers of at least 0',
  },
  prize: {
    percentagesMustTotal100: 'Prize percentages must add up to 100',
    percentageInvalid: 'Each prize percentage must be between 0 and 100 with at most 2 decimal places',
    totalInvalid: 'The prize pool must be a whole number of rupees, 0 or more',
  },
} as const;
