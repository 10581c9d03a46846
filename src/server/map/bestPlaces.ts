/** A place and how well it matched: lower tiers first, then more people first. */
export interface RankedPlace {
  place: number;
  tier: number;
  population: number;
}

/**
 * Keeps the `limit` best places seen so far, each place once with its best tier. A short query
 * can begin ten thousand names; keeping only the few wanted spares sorting them all.
 */
export class BestPlaces {
  private readonly kept: RankedPlace[] = [];

  constructor(private readonly limit: number) {}

  offer(place: number, tier: number, population: number): void {
    const kept = this.kept;
    const worst = kept[kept.length - 1];
    if (kept.length >= this.limit && worst && !isBetter(tier, population, worst)) return;
    const same = kept.findIndex((entry) => entry.place === place);
    if (same >= 0) {
      if ((kept[same] as RankedPlace).tier <= tier) return;
      kept.splice(same, 1);
    }
    let at = kept.length;
    while (at > 0 && isBetter(tier, population, kept[at - 1] as RankedPlace)) at -= 1;
    kept.splice(at, 0, { place, tier, population });
    if (kept.length > this.limit) kept.pop();
  }

  /** Best first. */
  places(): readonly RankedPlace[] {
    return this.kept;
  }
}

function isBetter(tier: number, population: number, than: RankedPlace): boolean {
  return tier < than.tier || (tier === than.tier && population > than.population);
}
