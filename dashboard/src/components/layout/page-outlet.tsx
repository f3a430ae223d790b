import { pageFailed } from '@galaxia/core';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

interface Props {
  /** The location's key: any navigation (another page, another ?page=) gives it a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * A page that throws while drawing shows this instead of blanking the whole app: the header and
 * navigation stay, and the reader can reload or go elsewhere.
 */
class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page]', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
        <h1 className="text-2xl font-semibold">{pageFailed.title}</h1>
        <p className="mt-4 text-slate-300">{pageFailed.body}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
        >
          {pageFailed.reload}
        </button>
      </section>
    );
  }
}

/** The layout's page, kept from taking the layout down with it when it throws. */
export function PageOutlet() {
  const { key } = useLocation();
  return (
    <PageErrorBoundary resetKey={key}>
      <Outlet />
    </PageErrorBoundary>
  );
}
