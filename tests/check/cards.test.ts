import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

/** An `override deck` with the given suit, rank and colour lines (line 2 is `override deck: deck {`). */
const deck = (suits: string, ranks: string, colours: string): string =>
  `override deck: deck {\n  suits ${suits}\n  ranks ${ranks}\n  colours ${colours}\n} [pagat "Players"]\n`;

describe('unknown-card', () => {
  it('an order item that is neither a rank nor a special', () => {
    const d = only(checkExtension('override plain-order: order plain A K Q X 10 9 [pagat "Players"]\n'));
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 41]);
    expect(d.message).toContain('`X`');
    expect(d.hint).toContain('`J`');
  });

  it('a points entry naming a misspelt special', () => {
    const d = only(
      checkExtension(
        'override card-points: points A 11, K 4, Q 3, J 2, 10 10, old-man 12, litle-man 12 [pagat "Players"]\n',
      ),
    );
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 70]);
    expect(d.hint).toBe('did you mean `little-man`?');
  });

  it("a special's rank must be a rank of the deck", () => {
    const d = only(checkExtension('x: special B of S "Bube" [pagat "Players"]\n'));
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 12]);
    expect(d.message).toContain('rank');
  });

  it("a special's fixed suit must be a suit of the deck", () => {
    const d = only(checkExtension('x: special Q of X [pagat "Players"]\n'));
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 17]);
    expect(d.message).toContain('suit');
  });

  it('colour members must be suits', () => {
    const d = only(checkExtension(deck('S, H, D, C', '9, 10, J, Q, K, A', 'black S C X, red H D')));
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 21]);
    expect(d.message).toContain('`X`');
  });
});

describe('duplicate-card', () => {
  it('a suit listed twice in the deck', () => {
    const d = only(checkExtension(deck('S, H, D, C, H', '9, 10, J, Q, K, A', 'black S C, red H D')));
    expect(d.code).toBe('duplicate-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 21]);
    expect(d.message).toContain('`H`');
  });

  it('a rank listed twice in the deck', () => {
    const d = only(checkExtension(deck('S, H, D, C', '9, 10, J, Q, K, A, 10', 'black S C, red H D')));
    expect(d.code).toBe('duplicate-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 28]);
    expect(d.message).toContain('`10`');
  });

  it('a suit in two colours', () => {
    const d = only(checkExtension(deck('S, H, D, C', '9, 10, J, Q, K, A', 'black S C, red H D S')));
    expect(d.code).toBe('duplicate-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 30]);
    expect(d.message).toContain('`black`');
  });

  it('a card twice in an order', () => {
    const d = only(checkExtension('override plain-order: order plain A K Q J 10 9 K [pagat "Players"]\n'));
    expect(d.code).toBe('duplicate-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 48]);
    expect(d.message).toContain('`K`');
  });

  it('a card twice in a points list', () => {
    const d = only(
      checkExtension(
        'override card-points: points A 11, K 4, Q 3, J 2, 10 10, old-man 12, little-man 12, K 4 total 140 [pagat "Players"]\n',
      ),
    );
    expect(d.code).toBe('duplicate-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 85]);
    expect(d.message).toContain('`K`');
  });
});
