import { describe, expect, it } from 'vitest';
import { caseStudySchema, creativeServiceSchema } from './creatives.ts';

describe('creative contracts', () => {
  it('accept a service card and a case study', () => {
    const service = {
      icon: 'palette',
      title: 'Graphic Design',
      description: 'Posters, overlays and brand kits.',
      features: ['Tournament posters', 'Stream overlays'],
      link: '/creatives/graphic-design',
    };
    expect(creativeServiceSchema.parse(service)).toEqual(service);
    const study = {
      title: 'BGMI Finals',
      service: 'Broadcasting',
      description: 'Live production.',
      image: '/c.jpg',
    };
    expect(caseStudySchema.parse(study)).toEqual(study);
  });

  it('refuse missing or mistyped fields by path', () => {
    expect(
      creativeServiceSchema
        .safeParse({ icon: 'x', title: '', description: 'd', features: 'many', link: '/x' })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['title', 'features']);
    expect(
      caseStudySchema.safeParse({ title: 'x', service: 'y', description: 'z' }).error?.issues[0]?.path,
    ).toEqual(['image']);
  });
});
