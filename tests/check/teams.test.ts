import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t extends mini`); mini seats 3 or 4 players.
describe('teams-table: partnerships need a table that splits into teams of two or more', () => {
  it('refuses `teams across` where the players clause allows three, at the clause, naming it', () => {
    const d = only(checkExtension('partners: teams across [pagat "Players"]\n'));
    expect(d.code).toBe('teams-table');
    expect([d.loc.start.line, d.loc.start.column, d.loc.end.column]).toEqual([2, 11, 23]);
    expect(d.message).toBe('`teams across` needs an even number of players, at least 4, but `players` allows 3');
    expect(d.hint).toContain('guard the teams clause by a reading');
  });
  it('accepts `teams across` and `partners alternate` once only four may play', () => {
    const four = 'override players: players 4 anticlockwise [pagat "Players"]\n';
    expect(checkExtension(`${four}partners: teams across [pagat "Players"]\n`).diagnostics).toEqual([]);
    expect(checkExtension(`${four}partners: partners alternate [pagat "Players"]\n`).diagnostics).toEqual([]);
  });
  it('refuses a table of two: nobody would have a partner', () => {
    const two = 'override players: players 2 anticlockwise [pagat "Players"]\n';
    const d = only(checkExtension(`${two}partners: teams alternate [pagat "Players"]\n`));
    expect(d.code).toBe('teams-table');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 11]);
    expect(d.hint).toContain('fewer than four');
  });
  it('refuses teams inside a phase: they hold for the whole game', () => {
    const four = 'override players: players 4 anticlockwise [pagat "Players"]\n';
    const d = only(checkExtension(`${four}phase extra {\n  partners: teams across [pagat "Players"]\n}\n`));
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 3]);
  });
});

describe('no-teams: a team is named only in a variant that says who partners whom', () => {
  it('refuses `team with most points` and `partner of dealer` without a teams clause, where they stand', () => {
    const r = checkExtension(
      [
        'override most: otherwise: add 1 marks to team with most points [pagat "Vier-Strich"]',
        'override forehand: lead partner of dealer [pagat "Play"]',
        '',
      ].join('\n'),
    );
    const found = r.diagnostics.map((d) => [d.code, d.loc.start.line, d.loc.start.column, d.message]);
    expect(found).toEqual([
      ['no-teams', 2, 42, '`team with most points` reads the teams, but this variant declares none'],
      ['no-teams', 3, 25, '`partner of` reads the teams, but this variant declares none'],
    ]);
  });
  it('refuses `team points` where no player is in scope, and `team` of a value nobody has', () => {
    const four =
      'override players: players 4 anticlockwise [pagat "Players"]\npartners: teams across [pagat "Players"]\n';
    const scope = only(
      checkExtension(`${four}override most: when team points > 60: add 1 marks to everyone [pagat "Vier-Strich"]\n`),
    );
    expect(scope.code).toBe('no-player-in-scope');
    expect([scope.loc.start.line, scope.loc.start.column]).toEqual([4, 21]);
    const unknown = only(
      checkExtension(
        `${four}override most: otherwise: add 1 marks to players where team pointz > 60 [pagat "Vier-Strich"]\n`,
      ),
    );
    expect(unknown.code).toBe('unknown-value');
    expect([unknown.loc.start.line, unknown.loc.start.column]).toEqual([4, 61]);
  });
});

describe('team-tie: teams do not play off, so a team set says what a tie does under `ties playoff`', () => {
  const four =
    'override players: players 4 anticlockwise [pagat "Players"]\npartners: teams across [pagat "Players"]\n';
  it('refuses `team with most points` under `ties playoff`, at the set, with what to write', () => {
    const d = only(
      checkExtension(
        `${four}override most: otherwise: add 1 marks to team with most points then most tricks [pagat "Vier-Strich"]\n`,
      ),
    );
    expect(d.code).toBe('team-tie');
    expect([d.loc.start.line, d.loc.start.column, d.loc.end.column]).toEqual([4, 42, 80]);
    expect(d.message).toBe(
      '`team with most points then most tricks` can find two teams level, and teams do not play off a tie (`ties playoff` is in force)',
    );
    expect(d.hint).toContain('`team with most points then most tricks, nobody if tied`');
  });
  it('accepts the set once it says `nobody if tied`, or under `ties share`', () => {
    expect(
      checkExtension(
        `${four}override most: otherwise: add 1 marks to team with most points then most tricks, nobody if tied [pagat "Vier-Strich"]\n`,
      ).diagnostics,
    ).toEqual([]);
    expect(
      checkExtension(
        `${four}override ties: ties share [pagat "Playoff"]\noverride most: otherwise: add 1 marks to team with fewest points [pagat "Vier-Strich"]\n`,
      ).diagnostics,
    ).toEqual([]);
  });
});

describe('partners found by a card: `partner of SEAT is SEAT`', () => {
  it('accepts the dealer and the holder of a card at a table of three or four (two against the rest)', () => {
    expect(
      checkExtension(
        'partners: partner of dealer is holder of AH [pagat "Players"]\noverride most: otherwise: add 1 marks to team with most points, nobody if tied [pagat "Vier-Strich"]\n',
      ).diagnostics,
    ).toEqual([]);
  });
  it('refuses a card the deck does not have, at the card', () => {
    const d = only(checkExtension('partners: partner of holder of QC is holder of 7S [pagat "Players"]\n'));
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 48]);
  });
});
