/**
 * The account mails in English, in i18next's format: moved here word for word from `messages.mail`
 * when mails learnt the recipient's language (their tests assert them). mail-texts-hi.ts holds Hindi.
 */
export const mailTexts = {
  verifySubject: 'Verify your email for Galaxia',
  verifyText:
    'Hi {{name}},\n\nConfirm this address to finish creating your Galaxia account:\n{{link}}\n\nThe link works once, for 24 hours. If you did not sign up, ignore this email.',
  resetSubject: 'Reset your Galaxia password',
  resetText:
    'Hi {{name}},\n\nChoose a new password for your Galaxia account:\n{{link}}\n\nThe link works once, for 30 minutes. Using it signs out every other session. If you did not ask, ignore this email.',
};

export type MailTexts = { [K in keyof typeof mailTexts]: string };
