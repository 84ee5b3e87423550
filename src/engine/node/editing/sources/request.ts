/** What every request of the source watch shares: how it names itself, and how a failure is put in words. */
export const USER_AGENT = 'edtech-help-site source watch (npm run sources)';

/** Why a request failed, in a few words (a refused connection, a time-out, a name that does not resolve). */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
