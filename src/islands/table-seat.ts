/**
 * One seat of the Play table: its player's name with what they are at this moment (dealer, led
 * this trick, to play), their hand as card backs (the human's own hand is drawn below the table,
 * face up, by the play engine), their card points and tricks so far or their place once out, and
 * their personal trump suit where the game has them.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { PlayState } from '../engine/state.ts';
import { packStyle } from '../compile/pack.ts';
import { backsFan, badge, el, suitFace } from './table-parts.ts';
import { ui } from './i18n/ui.ts';
import type { TableLook } from '../engine/steps/table-registry.ts';

/** What a seat needs to know besides the deal: its player's name and spot, whose seat is the human's, who deals. */
export interface SeatView {
  name: string;
  spot: string;
  human: boolean;
  /** Whether this player is on the human's team (a game with `teams`). */
  partner: boolean;
  dealer: boolean;
  look: TableLook;
  done: boolean;
}

/** The seat of player `q` in deal `p` (null: between deals). */
export function seatBox(cv: CompiledVariant, p: PlayState | null, q: number, v: SeatView): HTMLElement {
  const box = el('section', `pseat spot-${v.spot}${v.human ? ' mine' : ''}`);
  box.dataset.seat = v.name;
  const inDeal = !!p && p.participants.includes(q);
  const toPlay = !!p && inDeal && p.turn === q && !v.done;
  if (toPlay) box.classList.add('to-play');
  const w = ui();
  const t = w.table.badges;
  const head = el('h3', 'pseat-name');
  const name = el('span', 'pname');
  name.textContent = w.seat(v.name);
  head.append(name);
  if (v.partner) head.append(badge(t.partner, 'partner'));
  if (v.dealer) head.append(badge(t.dealer, 'dealer'));
  // Who led the trick on the table: its first card's player (a lay-off has no tricks to lead).
  if (p && v.look.leads && p.trick.length && p.trickSeats[0] === q) head.append(badge(t.led, 'lead'));
  if (toPlay) {
    const leads = v.look.leads && p!.trick.length === 0;
    head.append(badge(v.human ? (leads ? t.yourLead : t.yourTurn) : leads ? t.toLead : t.toPlay, 'turn'));
  }
  box.append(head);
  if (p && inDeal && !v.human) box.append(backsFan(v.name, p.hands[q]!.length, packStyle(cv.deck)));
  const facts = el('p', 'pseat-facts');
  if (p && !inDeal) facts.textContent = w.table.sitsOut;
  else if (p) {
    const bits = v.human ? [w.count(p.hands[q]!.length, 'card')] : [];
    if (v.look.tallies) bits.push(w.count(p.points[q]!, 'point'), w.count(p.tricks[q]!, 'trick'));
    if (p.places[q]) bits.push(w.table.outPlace(p.places[q]!));
    facts.textContent = bits.join(' · ');
  }
  if (facts.textContent) box.append(facts);
  // A personal trump suit (a beating game) is shown at its owner's seat.
  if (p?.trumps && inDeal && p.trumps[q]! >= 0) {
    const t = el('p', 'pseat-trump');
    t.dataset.trump = cv.deck.suits[p.trumps[q]!]!;
    t.append(w.table.seatTrumps, suitFace(cv, p.trumps[q]!));
    box.append(t);
  }
  return box;
}
