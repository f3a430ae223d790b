import { messages } from '@galaxia/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
      <p className="font-display text-8xl font-bold text-gradient">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{messages.notFound.public}</h1>
      <Link
        to={paths.home}
        className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
      >
        {messages.notFound.returnHome}
      </Link>
    </section>
  );
}
