import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, a later Tailwind class replacing an earlier one of the same kind: a component's
 * `className` prop (put last) can narrow an input's `w-full` to `w-16` instead of both applying and the
 * stylesheet's order deciding.
 */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
