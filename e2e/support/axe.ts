import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 level A and AA, as axe tags them (each version adds its own tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The site's background is a faint gradient over ink-950, which axe cannot judge text against; the page is
 * checked once over each end of it as a solid colour: ink-950 (the darkest), ink-950 under the brand glow's
 * 12% (#a855f7), and under the neon glow's 8% (#22d3ee), the lightest point (relative luminance 0.0078 to
 * the brand glow's 0.0075). Both glows fade out before they meet.
 */
const GRADIENT_ENDS = ['#07070d', '#1a1029', '#091720'] as const;

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The page's serious and critical WCAG 2.2 A/AA violations, one line each, over both gradient ends. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the site's Content-Security-Policy would refuse.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found: string[] = [];
  for (const [index, colour] of GRADIENT_ENDS.entries()) {
    const violations = await page.evaluate(
      async ({ colour, tags, contrastOnly }) => {
        document.body.style.setProperty('background', colour, 'important');
        // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page as a global.
        const axe = (window as any).axe;
        const result = await axe.run(document, {
          runOnly: contrastOnly
            ? { type: 'rule', values: ['color-contrast'] }
            : { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        document.body.style.removeProperty('background');
        return result.violations as AxeViolation[];
      },
      { colour, tags: WCAG_TAGS, contrastOnly: index > 0 },
    );
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' '));
      found.push(`${violation.id} over ${colour}: ${violation.help} [${targets.join(' | ')}]`);
    }
  }
  return found;
}
