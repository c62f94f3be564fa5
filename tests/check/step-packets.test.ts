/**
 * Rule `step-packet` (issue 29): a step made after a packet of the deal (`trump named by SEAT after
 * packet N`, `choice after packet N by SEAT: ...`) names a packet the deal in force deals before its
 * last, counted from 1. Every error is located at the packet's number (file:line:col).
 */
import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t extends mini`); mini deals `packets 3 3`.
const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('a step made after a packet', () => {
  it('checks clean after the first of two packets, for a choice and a named trump', () => {
    const r = checkExtension(
      'call: choice after packet 1 by dealer: loud "Announce", quiet "Say nothing" [pagat "Play"]\n' +
        'remove upcard [pagat "Play"]\nnamed: trump named by dealer after packet 1 [pagat "Play"]\n',
    );
    expect(r.diagnostics.map((d) => d.code)).toEqual([]);
  });
  it('refuses the last packet, after which the whole deal is dealt, at the number', () => {
    const d = only(checkExtension('call: choice after packet 2 by dealer: loud "Announce" [pagat "Play"]\n'));
    expect(d.code).toBe('step-packet');
    expect(at(d)).toBe('t.stw:2:27');
    expect(d.message).toBe('`dealing` deals 2 packets, so after packet 2 the whole deal is dealt');
    expect(d.hint).toBe(
      'name a packet from 1 to 1, or leave `after packet 2` out to make the step after the whole deal',
    );
  });
  it('refuses packet 0 in a trump named by a player', () => {
    const d = only(
      checkExtension('remove upcard [pagat "Play"]\nnamed: trump named by dealer after packet 0 [pagat "Play"]\n'),
    );
    expect(d.code).toBe('step-packet');
    expect(at(d)).toBe('t.stw:3:43');
    expect(d.message).toBe('packets are counted from 1: there is no packet 0');
  });
  it('refuses a packet of a deal dealt in one packet, saying to leave it out', () => {
    const d = only(
      checkExtension(
        'override dealing: deal 6 each in packets 6 from forehand [pagat "Deal"]\ncall: choice after packet 1 by dealer: loud "Announce" [pagat "Play"]\n',
      ),
    );
    expect(d.code).toBe('step-packet');
    expect(at(d)).toBe('t.stw:3:27');
    expect(d.message).toBe('`dealing` deals one packet, so after packet 1 the whole deal is dealt');
    expect(d.hint).toBe(
      'leave `after packet 1` out: a step is made after the whole deal unless it names an earlier packet',
    );
  });
});
