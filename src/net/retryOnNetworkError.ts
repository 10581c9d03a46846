/**
 * A bounded retry for requests whose connection failed before any answer came (the server process
 * died, the network dropped): only such failures are retried, never an HTTP answer, since an
 * answer is the server's decision (409 name exists, 423 locked, 5xx).
 */

/** The pauses before each retry: three more tries within about 2 seconds. */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [200, 600, 1200];

/** Whether `error` is a failed connection (ofetch's FetchError without a response), not an answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { response, name } = error as { response?: unknown; name?: unknown };
  if (response !== undefined) return false;
  // A timeout or an abort the caller chose is not retried either.
  if (name === 'AbortError' || name === 'TimeoutError') return false;
  return name === 'FetchError' || error instanceof TypeError;
}

/**
 * Runs `attempt`, and again after each of `delaysMs` while it fails with a network failure;
 * any other failure, or the last network failure, is thrown.
 */
export async function retryOnNetworkError<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[] = NETWORK_RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[retry];
      if (delay === undefined || !isNetworkFailure(error)) throw error;
      await sleep(delay);
    }
  }
}
