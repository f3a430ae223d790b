import { asResult } from '../../app/api-error.ts';
import { toast } from './toaster.tsx';

/**
 * Sends a call and says how it went: `done` on success, the server's message (or `failed`) otherwise.
 * True once it went through, for screens that then clear a form.
 */
export async function toastOutcome(
  call: { unwrap: () => Promise<unknown> },
  failed: string,
  done: string,
): Promise<boolean> {
  const result = await asResult(call, failed);
  if (result.success) toast.success(done);
  else toast.error(result.error);
  return result.success;
}
