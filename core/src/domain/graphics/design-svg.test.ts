import { describe, expect, it } from 'vitest';
import { designSvg } from './design-svg.ts';
import { buildTemplate, templateDataOf } from './templates.ts';

describe('designSvg', () => {
  it('draws a poster template with its background, frame and every line, the prize pool in rupees', () => {
    const data = templateDataOf(
      { eventName: 'Kings & Queens <Cup>', seasonNumber: 2, gameId: 'bgmi', prizePool: '500000' },
      [],
    );
    const svg = designSvg(buildTemplate('headline', 'poster', data));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1920" height="1080"/);
    expect(svg).toContain('<linearGradient id="bg"');
    expect(svg).toContain('>Kings &amp;</tspan>');
    expect(svg).toContain('>Queens &lt;Cup&gt;</tspan>');
    expect(svg).toContain('BGMI · SEASON 2');
    expect(svg).toContain('Prize pool ₹5,00,000');
    expect(svg).not.toContain('500000');
    // The frame is drawn unfilled, its border at the template's 25% white.
    expect(svg).toMatch(
      /<rect width="\d+" height="\d+" fill="none" fill-opacity="0.000" stroke="#ffffff" stroke-width="2" stroke-opacity="0.251"\/>/,
    );
  });

  it('wraps a long line onto rows inside its box, aligned as set', () => {
    const svg = designSvg({
      width: 400,
      height: 400,
      background: { color: '#0b0b14' },
      elements: [
        {
          id: 'a',
          type: 'text',
          x: 10,
          y: 20,
          width: 200,
          height: 200,
          zIndex: 0,
          opacity: 1,
          rotation: 0,
          text: 'Grand Finals of the Monsoon Invitational',
          fontSize: 40,
          fontFamily: 'Inter',
          color: '#ffffff',
          bold: true,
          italic: false,
          underline: false,
          strikethrough: false,
          align: 'center',
        },
      ],
    });
    const rows = [...svg.matchAll(/<tspan x="100" y="[\d.]+">([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(rows).toEqual(['Grand', 'Finals', 'of the', 'Monsoon', 'Invitational']);
    expect(svg).toContain('text-anchor="middle"');
  });
});
