/** The edit steps in order; spec part 4 fixes which save leads where. */
export const editSteps = [
  { step: 'basic', label: 'Basic' },
  { step: 'roadmap', label: 'Roadmap' },
  { step: 'calendar', label: 'Calendar' },
  { step: 'registration', label: 'Registration' },
  { step: 'breakdown', label: 'Breakdown' },
  { step: 'graphics/poster', label: 'Graphics' },
] as const;

export type EditStep = (typeof editSteps)[number]['step'];
