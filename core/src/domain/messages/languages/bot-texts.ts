/**
 * The bot's replies in English, in i18next's format (`{{value}}`, `_one`/`_other` by `count`): moved
 * here word for word from `messages.bot` and `messages.entryVerification` when the bot learnt Hindi
 * (its tests assert them). bot-texts-hi.ts holds the same keys in Hindi.
 */
export const botTexts = {
  teamRegistered_one:
    '**{{team}}** is registered for {{eventName}} with {{count}} player. See the teams: {{url}}',
  teamRegistered_other:
    '**{{team}}** is registered for {{eventName}} with {{count}} players. See the teams: {{url}}',
  applied:
    "**{{team}}** applied to {{eventName}}: the organiser reviews its players' verification videos, then the team is registered. Follow it here: {{url}}",
  timeProposed:
    "You proposed {{time}} for {{matchName}}. The other team's captain can accept it on the match page or with /schedule-match: {{url}}",
  matchScheduled:
    '{{matchName}} is scheduled for {{time}}. Both teams get a check-in reminder {{minutes}} minutes before: {{url}}',
  staleWrite: 'This match changed while you were acting: run the command again to see where it stands',
};

export type BotTexts = { [K in keyof typeof botTexts]: string };
