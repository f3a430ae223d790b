import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names without merging them: for the few pieces on the home page (its JavaScript budget
 * has no room for tailwind-merge) whose `className` only adds classes. Where a caller must replace a base
 * class, the component offers a variant instead (Button's `discord`); everything else uses `cn`.
 */
export const joinClasses = (...inputs: ClassValue[]) => clsx(inputs);
