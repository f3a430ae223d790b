import type { ComponentType } from 'react';

/** A lazy route's `lazy` answer: its page with the store, whose code loads with the page's chunk. */
export async function storePage(page: Promise<ComponentType>) {
  const [{ withStore }, Component] = await Promise.all([import('./with-store.tsx'), page]);
  return { Component: withStore(Component) };
}
