/**
 * The bench's speed limit: a random-play Hindersche deal (Pagat rules) written by hand in plain JS,
 * with no DSL, no compiled tables from the variant and no statechart. Shuffle the 36 cards (the
 * engine's mulberry32 generator, Fisher–Yates), deal 9 each in packets of 3 from forehand, turn the
 * bottom card of the pack for trump, then play nine tricks: holding a card of the suit led, a player
 * must follow suit or trump; otherwise anything goes. The highest trump, else the highest card of the
 * suit led, takes the trick; card points go to its winner. The rules are the ones of
 * variants/hindersche-pagat.stw (`follow-or-trump`, `trick-winner`, `card-points`, the orders).
 *
 * Cards are numbered like the engine's (suit * 9 + rank; suits S H D C, ranks 6 7 8 9 10 J Q K A),
 * so the same seed gives the same shuffle; the loop checks itself against the rules only through
 * the points adding up to 140 (`referenceDeal` throws if not).
 */

const RANKS = 9;
const CARDS = 36;
const JACK = 5;
/** The other suit of each suit's colour: spades–clubs, hearts–diamonds. */
const PARTNER = [3, 2, 1, 0];
/** Plain card points by rank: 6 7 8 9 → 0, 10 → 10, J → 2, Q → 3, K → 4, A → 11. */
const RANK_POINTS = [0, 0, 0, 0, 10, 2, 3, 4, 11];
/** Plain strength by rank: A K Q J 10 9 8 7 6 (the Ten ranks low). */
const PLAIN_POWER = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** Trump strength by rank below the two Jacks: A K Q 10 9 8 7 6 (the Jack of trumps is handled apart). */
const TRUMP_POWER = [0, 1, 2, 3, 4, -1, 5, 6, 7];
const TRUMP = 4;

/** Per trump suit: each card's effective suit (4 for trumps), strength and points. */
interface Tables {
  eff: Int8Array;
  power: Int8Array;
  points: Int8Array;
}

function tablesFor(trump: number): Tables {
  const eff = new Int8Array(CARDS),
    power = new Int8Array(CARDS),
    points = new Int8Array(CARDS);
  for (let c = 0; c < CARDS; c++) {
    const suit = (c / RANKS) | 0,
      rank = c % RANKS;
    eff[c] = suit;
    power[c] = PLAIN_POWER[rank]!;
    points[c] = RANK_POINTS[rank]!;
    if (suit === trump) {
      eff[c] = TRUMP;
      power[c] = TRUMP_POWER[rank]!;
    }
    if (rank === JACK && suit === trump) {
      eff[c] = TRUMP;
      power[c] = 10;
      points[c] = 12;
    } // the Old Man
    if (rank === JACK && suit === PARTNER[trump]) {
      eff[c] = TRUMP;
      power[c] = 9;
      points[c] = 12;
    } // the Little Man
  }
  return { eff, power, points };
}

const TABLES = [0, 1, 2, 3].map(tablesFor);

/** A reusable deal loop: seeded like the engine's `createRng`, buffers allocated once. */
export function referenceLoop(seed: number): () => number[] {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pack = new Int8Array(CARDS);
  const hands = [0, 1, 2, 3].map(() => new Int8Array(RANKS));
  const sizes = new Int8Array(4);
  const legal = new Int8Array(RANKS);
  const trick = new Int8Array(4);
  const points = [0, 0, 0, 0];
  let dealer = 3;
  return () => {
    for (let c = 0; c < CARDS; c++) pack[c] = c;
    for (let i = CARDS - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const x = pack[i]!;
      pack[i] = pack[j]!;
      pack[j] = x;
    }
    // Packets of three, forehand (next after the dealer, anticlockwise = seat order) first.
    const forehand = (dealer + 1) % 4;
    let k = 0;
    for (let q = 0; q < 4; q++) sizes[q] = 0;
    for (let packet = 0; packet < 3; packet++) {
      for (let j = 0; j < 4; j++) {
        const q = (forehand + j) % 4,
          h = hands[q]!;
        for (let n = 0; n < 3; n++) h[sizes[q]!++] = pack[k++]!;
      }
    }
    const { eff, power, points: value } = TABLES[(pack[CARDS - 1]! / RANKS) | 0]!;
    for (let q = 0; q < 4; q++) points[q] = 0;
    let leader = forehand;
    for (let t = 0; t < RANKS; t++) {
      let led = -1,
        best = 0,
        pts = 0;
      for (let j = 0; j < 4; j++) {
        const q = (leader + j) % 4,
          h = hands[q]!,
          size = sizes[q]!;
        let n = 0;
        if (led >= 0) {
          let holdsLed = false;
          for (let i = 0; i < size; i++)
            if (eff[h[i]!] === led) {
              holdsLed = true;
              break;
            }
          if (holdsLed)
            for (let i = 0; i < size; i++) {
              const e = eff[h[i]!];
              if (e === led || e === TRUMP) legal[n++] = i;
            }
        }
        if (n === 0) for (let i = 0; i < size; i++) legal[n++] = i;
        const at = n === 1 ? legal[0]! : legal[Math.floor(next() * n)]!;
        const card = h[at]!;
        h[at] = h[size - 1]!;
        sizes[q] = size - 1;
        trick[j] = card;
        pts += value[card]!;
        if (j === 0) led = eff[card]!;
        else {
          const b = trick[best]!,
            eb = eff[b],
            ec = eff[card];
          if (ec === eb ? power[card]! > power[b]! : ec === TRUMP) best = j;
        }
      }
      leader = (leader + best) % 4;
      points[leader]! += pts;
    }
    dealer = (dealer + 1) % 4;
    if (points[0]! + points[1]! + points[2]! + points[3]! !== 140) throw new Error('the reference deal lost points');
    return points;
  };
}
