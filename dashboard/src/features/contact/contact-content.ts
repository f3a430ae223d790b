/** How to reach the company: content, not data. */
export const CONTACT = {
  title: 'Contact us',
  lead: 'Running an event, looking for creative services or have a question about a tournament? Send us a message and we will reply within two working days.',
  channels: [
    { label: 'Email', value: 'hello@galaxia.gg', href: 'mailto:hello@galaxia.gg' },
    { label: 'Discord', value: 'discord.gg/galaxia-esports', href: 'https://discord.gg/galaxia-esports' },
  ],
  hours: 'Monday to Saturday, 10:00 to 19:00 IST',
  sent: 'Your message has been sent.',
  success: 'Thanks! Your message has been sent. We will get back to you within two working days.',
  failure: 'Could not send your message. Please try again.',
} as const;
