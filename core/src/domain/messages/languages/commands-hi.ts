import type { SlashCommandName } from '../../commands/slash-commands.ts';

/** One slash command in Hindi: its name and description, and its options' descriptions by option name. */
export interface CommandTranslation {
  name: string;
  description: string;
  options: Readonly<Record<string, string>>;
}

/**
 * The slash commands as Discord shows them to someone whose app is in Hindi (`name_localizations` and
 * `description_localizations` under `hi`). Options keep their names: handlers read them by name.
 */
export const hindiCommands: Record<SlashCommandName, CommandTranslation> = {
  'create-tournament': {
    name: 'टूर्नामेंट-बनाएँ',
    description: 'इस सर्वर के लिए टूर्नामेंट बनाएँ',
    options: { name: 'टूर्नामेंट का नाम', season: 'सीज़न संख्या', game: 'गेम' },
  },
  'galaxia-setup': {
    name: 'गैलेक्सिया-सेटअप',
    description: 'Galaxia के लिए इस सर्वर के चैनल और रोल तैयार करें',
    options: {},
  },
  'register-team': {
    name: 'टीम-पंजीकरण',
    description: 'टूर्नामेंट के लिए अपनी टीम का पंजीकरण करें',
    options: { tournament: 'टूर्नामेंट', team: 'आपकी टीम' },
  },
  'schedule-match': {
    name: 'मैच-का-समय',
    description: 'अपनी टीम के मैच के लिए समय सुझाएँ',
    options: { match: 'मैच', time: 'IST में तारीख़ और समय, जैसे 2025-03-15 18:30' },
  },
  'claim-stream': {
    name: 'स्ट्रीम-चुनें',
    description: 'स्ट्रीम करने के लिए मैच चुनें',
    options: { match: 'मैच', platform: 'स्ट्रीमिंग प्लेटफ़ॉर्म', url: 'देखने का लिंक (https)' },
  },
  'release-stream': {
    name: 'स्ट्रीम-छोड़ें',
    description: 'स्ट्रीम के लिए चुना गया मैच छोड़ें',
    options: { match: 'मैच' },
  },
  'verify-player': {
    name: 'खिलाड़ी-सत्यापन',
    description: 'अपना इन-गेम खाता सत्यापित करें',
    options: {
      game: 'गेम',
      'player-tag': 'Clash of Clans: आपका प्लेयर टैग, जैसे #2PP',
      token: 'Clash of Clans: गेम की सेटिंग्स से API टोकन',
    },
  },
  'tournament-stats': {
    name: 'टूर्नामेंट-आँकड़े',
    description: 'टूर्नामेंट के आँकड़े दिखाएँ',
    options: { tournament: 'टूर्नामेंट' },
  },
};
