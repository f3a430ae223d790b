import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.tsx';

const html = (markdown: string) => renderToStaticMarkup(<MarkdownText markdown={markdown} />);

describe('MarkdownText', () => {
  it('renders the rulebook Markdown: headings, lists, emphasis and the quoted notice', () => {
    const out = html('## Team Requirements\n\n- Exactly **5** players\n\n> **Important Notice**');
    expect(out).toContain('<h2 class="font-display text-xl font-bold">Team Requirements</h2>');
    expect(out).toContain('<li>Exactly <strong class="font-semibold text-white">5</strong> players</li>');
    expect(out).toMatch(/<blockquote[^>]*>\s*<p[^>]*><strong[^>]*>Important Notice<\/strong><\/p>/);
  });

  it('makes script and raw HTML safe: nothing runs, nothing of the markup is rendered', () => {
    const out = html(
      [
        '<script>alert("rules")</script>',
        '<img src="x" onerror="alert(1)">',
        '<iframe src="https://evil.example"></iframe>',
        'Check in <b onclick="alert(2)">early</b>.',
        '[Click me](javascript:alert(3)) and [VBS](vbscript:msgbox) and ![pixel](javascript:alert(4))',
        '[Discord](https://discord.gg/galaxia)',
      ].join('\n\n'),
    );
    for (const unsafe of [
      '<script',
      '<img',
      'onerror',
      '<iframe',
      'onclick',
      '<b ',
      'javascript:',
      'vbscript:',
    ])
      expect(out).not.toContain(unsafe);
    expect(out).toContain('Check in early.');
    expect(out).toContain('<span>pixel</span>');
    expect(out).toContain(
      '<a class="font-semibold text-brand-300 underline hover:text-brand-200" target="_blank" rel="noopener noreferrer nofollow" href="https://discord.gg/galaxia">Discord</a>',
    );
  });
});
