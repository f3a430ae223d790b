import { z } from 'zod';
import { text } from './text-fields.ts';

export const creativeServiceSchema = z.object({
  icon: text().min(1),
  title: text().min(1),
  description: text(),
  features: z.array(text().min(1)),
  link: text().min(1),
});
export type CreativeService = z.infer<typeof creativeServiceSchema>;

export const caseStudySchema = z.object({
  title: text().min(1),
  service: text().min(1),
  description: text(),
  image: text().min(1),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
