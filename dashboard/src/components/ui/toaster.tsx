import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
}

/**
 * Outcome toasts, sonner-style: `toast.success('Saved')` from anywhere, shown by the one <Toaster/>.
 * Written here rather than imported because the home page's JavaScript budget is tight.
 */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(tone: Tone, message: string, durationMs = 4_000) {
  const id = nextId++;
  items = [...items.slice(-3), { id, tone, message }];
  emit();
  setTimeout(() => dismiss(id), durationMs);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message, 6_000),
  info: (message: string) => show('info', message),
  /**
   * A dialog opening puts the reader somewhere new: toasts about what came before (already announced) go,
   * so none sits over the dialog's buttons on a small or zoomed screen.
   */
  dismissAll: () => {
    if (items.length === 0) return;
    items = [];
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const toneStyle: Record<Tone, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'border-emerald-500/40 text-emerald-200' },
  error: { icon: CircleAlert, className: 'border-red-500/40 text-red-200' },
  info: { icon: Info, className: 'border-sky-500/40 text-sky-200' },
};

// One array, not a new one per call: React compares server snapshots by identity.
const NO_TOASTS: typeof items = [];
const noToasts = () => NO_TOASTS;

export function Toaster() {
  // A server-rendered page has no toasts yet.
  const current = useSyncExternalStore(subscribe, () => items, noToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-2 sm:bottom-auto sm:top-20"
    >
      {current.map((item) => {
        const { icon: Icon, className } = toneStyle[item.tone];
        return (
          <div
            key={item.id}
            role={item.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-ink-800/95 px-4 py-3 text-sm shadow-2xl backdrop-blur ${className}`}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p className="flex-1 text-slate-100">{item.message}</p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismiss(item.id)}
              className="text-slate-400 hover:text-white"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        );
      })}
    </section>
  );
}
