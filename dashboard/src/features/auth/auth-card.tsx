import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card.tsx';

/** The narrow centred card every account page (sign-up, reset, verify) sits in. */
export function AuthCard({
  title,
  text,
  children,
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      {text ? <p className="mt-3 text-slate-300">{text}</p> : null}
      <Card className="mt-8">
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** A result line on an account page: green when it worked, red when it did not. */
export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const styles = {
    success: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-100',
    error: 'border-red-500/30 bg-red-500/10 text-red-200',
    info: 'border-brand-500/30 bg-brand-500/10 text-slate-100',
  };
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${styles[tone]}`}
    >
      {children}
    </p>
  );
}
