import { templateValues, webEnglish } from '@galaxia/core';
import type { TFunction } from 'i18next';
import { translateRoundName } from './round-name.ts';

const TEMPLATES = Object.entries(webEnglish.phaseErrors);

/**
 * A phase rule's refusal in the page's language. The roadmap step checks a phase in the browser, which
 * keeps the refusal's English words on the phase (stored as they are): the words are matched back to
 * their code and said by the catalogue, with a default phase name or a format said in the language too.
 * Words that are no phase rule's stay as they are.
 */
export function translatePhaseError(message: string, t: TFunction): string {
  for (const [code, template] of TEMPLATES) {
    const values = templateValues(template, message);
    if (!values) continue;
    const { name, format, ...rest } = values;
    return t(`phaseErrors.${code as keyof typeof webEnglish.phaseErrors}`, {
      ...rest,
      ...(name === undefined ? {} : { name: translateRoundName(name, t) }),
      ...(format === undefined ? {} : { format: t(`roadmap.formats.${format}`, { defaultValue: format }) }),
    });
  }
  return message;
}
