/**
 * Whether two clauses can be in force in the same deal: not when guarded by different readings of
 * one ambiguity, nor when they stand in two different phases. Shared by the checks on steps.
 */
import type { ResolvedClause } from '../../resolve/resolve.ts';

/**
 * Clauses indexed so that one in force together with a given clause is found at once, whatever the
 * number of clauses (a file may have thousands): for each phase (and the whole game), the first
 * unguarded clause, the first two guarded by distinct ambiguities, and the first under each reading.
 */
export class TogetherIndex {
  private byPhase = new Map<string | null, Slots>();
  private any = new Slots();

  /** Adds `c`. */
  add(c: ResolvedClause): void {
    this.any.add(c);
    let slots = this.byPhase.get(c.phase);
    if (!slots) this.byPhase.set(c.phase, (slots = new Slots()));
    slots.add(c);
  }

  /** The first clause added that can be in force together with `c` (not `c` itself), or undefined. */
  firstWith(c: ResolvedClause): ResolvedClause | undefined {
    const pools = c.phase === null ? [this.any] : [this.byPhase.get(null), this.byPhase.get(c.phase)];
    let best: { at: number; c: ResolvedClause } | undefined;
    for (const pool of pools) {
      const found = pool?.firstWith(c);
      if (found && (!best || found.at < best.at)) best = found;
    }
    return best?.c;
  }
}

class Slots {
  private unguarded: { at: number; c: ResolvedClause }[] = [];
  private byAmbiguity: { ambiguity: string; at: number; c: ResolvedClause }[] = [];
  private byReading = new Map<string, { at: number; c: ResolvedClause }[]>();
  private count = 0;

  add(c: ResolvedClause): void {
    const at = this.count++;
    const g = c.node.guard;
    // Two of each are kept: the clause asked about may be one of them.
    if (!g) {
      if (this.unguarded.length < 2) this.unguarded.push({ at, c });
      return;
    }
    if (this.byAmbiguity.filter((x) => x.ambiguity === g.ambiguity.name).length < 2 && this.byAmbiguity.length < 6) {
      this.byAmbiguity.push({ ambiguity: g.ambiguity.name, at, c });
    }
    const key = `${g.ambiguity.name}\u0000${g.reading.name}`;
    const list = this.byReading.get(key) ?? [];
    if (list.length < 2) {
      list.push({ at, c });
      this.byReading.set(key, list);
    }
  }

  firstWith(c: ResolvedClause): { at: number; c: ResolvedClause } | undefined {
    const g = c.node.guard;
    const candidates = [...this.unguarded];
    if (!g) candidates.push(...this.byAmbiguity);
    else {
      candidates.push(...this.byAmbiguity.filter((x) => x.ambiguity !== g.ambiguity.name));
      candidates.push(...(this.byReading.get(`${g.ambiguity.name}\u0000${g.reading.name}`) ?? []));
    }
    let best: { at: number; c: ResolvedClause } | undefined;
    for (const x of candidates) if (x.c !== c && (!best || x.at < best.at)) best = x;
    return best;
  }
}
