/** The company's own story and values: content, not data. */
export const ABOUT = {
  title: 'About Galaxia',
  lead: 'We organise esports tournaments for Discord communities and build the tools that let any community run its own.',
  story: [
    'Galaxia started as a weekend BGMI cup in a single Discord server. The brackets lived in a spreadsheet, results came in as screenshots, and the admins stayed up past midnight settling disputes.',
    'Five years and more than fifty tournaments later, the spreadsheet is gone. Organisers create a season from Discord with one command, players verify their game accounts and register as teams, team representatives schedule their own matches, and streamers claim the games they want to cast.',
    'Alongside the platform, Galaxia Creatives brings design, broadcast, casting, technical and community teams to events that want a professional finish.',
  ],
  values: [
    {
      title: 'Fair play first',
      text: 'Verified accounts, published rules and a clear dispute process for every match.',
    },
    {
      title: 'Community owned',
      text: 'Tournaments belong to the Discord servers that run them; we provide the tools.',
    },
    {
      title: 'Built for India',
      text: 'IST schedules, rupee prize pools and casters who speak your language.',
    },
    {
      title: 'Open to everyone',
      text: 'From campus cups to national leagues, the same platform scales with you.',
    },
  ],
} as const;
