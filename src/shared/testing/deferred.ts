/**
 * A promise whose settling the test decides, to hold a machine or a workflow in its waiting
 * state (Node 20 has no Promise.withResolvers).
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
