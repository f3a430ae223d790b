import { messages } from '@galaxia/core';
import { Link } from 'react-router-dom';
import { organiserPaths } from './organiser-navigation.ts';

export function GalaxyNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-gradient">{messages.notFound.organiser}</h1>
      <p className="mt-3 text-slate-400">This part of the galaxy does not exist.</p>
      <Link
        to={organiserPaths.root}
        className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-500"
      >
        Back to Galaxia
      </Link>
    </section>
  );
}
