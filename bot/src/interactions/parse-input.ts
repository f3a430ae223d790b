import { contractFailure } from '@galaxia/core';

/** A contract schema, seen only through `safeParse` (the bot takes its shapes from the core). */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

/** Parses command options with the same schema the web form uses; its first message is the reply. */
export function parseInput<T>(schema: Schema<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw contractFailure(parsed.error.issues[0]);
}
