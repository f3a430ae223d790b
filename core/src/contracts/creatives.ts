import { z } from 'zod';

export const creativeServiceSchema = z.object({
  icon: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  features: z.array(z.string().min(1)),
  link: z.string().min(1),
});
export type CreativeService = z.infer<typeof creativeServiceSchema>;

export const caseStudySchema = z.object({
  title: z.string().min(1),
  service: z.string().min(1),
  description: z.string(),
  image: z.string().min(1),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
