/** A simplifier that records the tolerances it was asked for, for the simplification tests. */
import type { Simplifier } from '../simplifyOutline';

export function simplifySpy(simplify: Simplifier) {
  const asked: number[] = [];
  return {
    simplify: ((coords, tolerance, closed) => {
      asked.push(tolerance);
      return simplify(coords, tolerance, closed);
    }) satisfies Simplifier,
    tolerances: (): readonly number[] => asked,
    lastTolerance: (): number => asked[asked.length - 1]!,
  };
}
