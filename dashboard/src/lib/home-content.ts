/** The home page's company copy and the company's own stated figures, not tournament data. */
export const COMPANY_FIGURES = [
  { value: '50+', label: 'Tournaments hosted' },
  { value: '10k+', label: 'Active players' },
  { value: '5+', label: 'Years experience' },
  { value: '10+', label: 'Game titles' },
] as const;

export const HERO = {
  eyebrow: 'Esports for Discord communities',
  lead: 'Tournaments run from your Discord server: brackets, matches, streams and stats in one place.',
} as const;

export const WHO_WE_ARE = {
  title: 'Who we are',
  paragraphs: [
    'Galaxia is an esports organiser and creative studio from India. We run tournaments for Discord communities of every size, from campus cups to national leagues, and we build the tools that make them run on time.',
    'Organisers set up a season in minutes, players register and schedule from Discord, and fans follow every bracket, stream and stat on this site.',
  ],
  points: [
    'Tournaments for BGMI, Valorant, Clash of Clans, Free Fire and more',
    'Verified players and fair results',
    'Broadcasts, design and community management in-house',
  ],
} as const;

export const CALL_TO_ACTION = {
  title: 'Ready to compete?',
  text: 'Find a tournament to join, or tell us about the event you want to run.',
} as const;
