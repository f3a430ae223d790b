import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Components put their `className` prop last; where it must replace a base class
 * (not just add to it) the component exposes a variant instead, which keeps tailwind-merge's 20 KB out
 * of the home page.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
