import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { isNetworkFailure, retryOnNetworkError } from './retryOnNetworkError';

const networkFailure = () => Object.assign(new FetchError('[POST] "/api/document": <no response> fetch failed'), { cause: new TypeError('fetch failed') });
const answered = (status: number) => Object.assign(new FetchError(`[POST] "/api/document": ${status}`), { response: { status } });

describe('isNetworkFailure', () => {
  it('is a failed connection: a FetchError without a response, or fetch TypeError', () => {
    expect(isNetworkFailure(networkFailure())).toBe(true);
    expect(isNetworkFailure(new TypeError('fetch failed'))).toBe(true);
  });

  it('is never an answer, a timeout or an abort', () => {
    expect(isNetworkFailure(answered(500))).toBe(false);
    expect(isNetworkFailure(answered(409))).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(false);
    expect(isNetworkFailure(new Error('schema'))).toBe(false);
    expect(isNetworkFailure('text')).toBe(false);
  });
});

describe('retryOnNetworkError', () => {
  const noWait = vi.fn(async () => {});

  it('tries again after a dropped connection and answers what the retry got', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce('saved');
    await expect(retryOnNetworkError(attempt, [10, 20], noWait)).resolves.toBe('saved');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(noWait).toHaveBeenCalledWith(10);
  });

  it('gives up after the last pause and throws the last failure', async () => {
    const attempt = vi.fn().mockRejectedValue(networkFailure());
    await expect(retryOnNetworkError(attempt, [1, 1], noWait)).rejects.toBeInstanceOf(FetchError);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never repeats a request the server answered', async () => {
    const attempt = vi.fn().mockRejectedValue(answered(423));
    await expect(retryOnNetworkError(attempt, [1, 1], noWait)).rejects.toMatchObject({ response: { status: 423 } });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
