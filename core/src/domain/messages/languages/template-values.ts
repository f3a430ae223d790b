const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values an English text was filled with, read back against its `{{name}}` template; null when the
 * message is not that text. How a message said in English is found again to be said in another language.
 */
export function templateValues(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  const found = new RegExp(`^${pattern}$`, 's').exec(message);
  return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) : null;
}
