/**
 * Makes Peggy's generated parser smaller without changing what it does: the Playground loads the
 * parser in its checker's worker, where it was half the code. Peggy writes out every literal and
 * character-class match in full (test, advance, else record what was expected) at each of its ~560
 * uses; these become calls of three small functions that do the same, in the same order. Each
 * rewrite names the exact code it replaces: if a Peggy release writes its parser otherwise, nothing
 * matches and this throws, rather than leave a parser half rewritten.
 */

/** The three helpers, defined inside the parser's `peg$parse` beside `peg$fail`. */
const HELPERS = `
  // Written in by scripts/compact-parser.mjs: what Peggy writes at each literal and class it matches.
  function peg$expect(e) { if (peg$silentFails === 0) { peg$fail(e); } }
  function peg$lit(c, e) {
    if (input.startsWith(c, peg$currPos)) { peg$currPos += c.length; return c; }
    peg$expect(e);
    return peg$FAILED;
  }
  function peg$cls(r, e) {
    const ch = input.charAt(peg$currPos);
    if (r.test(ch)) { peg$currPos++; return ch; }
    peg$expect(e);
    return peg$FAILED;
  }
`;

/** The else branch Peggy writes after a match of `s` (a variable's group number in the pattern) fails. */
const failed = (s) =>
  String.raw`\n\s*\} else \{\n\s*` +
  `\\${s}` +
  String.raw` = peg\$FAILED;\n\s*if \(peg\$silentFails === 0\) \{ peg\$fail\((peg\$e\d+)\); \}\n\s*\}`;

/** `source` (Peggy's generated parser) with its literal and class matches as calls. */
export function compactParser(source) {
  // The literals, by constant name, to check that each rewritten match tests the literal it returns.
  const literals = new Map(
    [...source.matchAll(/const (peg\$c\d+) = ("(?:[^"\\]|\\.)*");/g)].map((m) => [m[1], JSON.parse(m[2])]),
  );
  const must = (ok, what) => {
    if (!ok) throw new Error(`compact-parser: ${what}`);
  };
  const rewrites = [
    // A literal of several characters: `input.substr(pos, n) === c` is `input.startsWith(c, pos)`.
    [
      new RegExp(
        String.raw`if \(input\.substr\(peg\$currPos, (\d+)\) === (peg\$c\d+)\) \{\n\s*(s\d+) = \2;\n\s*peg\$currPos \+= \1;` +
          failed(3),
        'g',
      ),
      (_, n, c, s, e) => {
        must(literals.get(c)?.length === Number(n), `${c} is not ${n} characters long`);
        return `${s} = peg$lit(${c}, ${e});`;
      },
    ],
    // A literal of one character, which Peggy tests by its code.
    [
      new RegExp(
        String.raw`if \(input\.charCodeAt\(peg\$currPos\) === (\d+)\) \{\n\s*(s\d+) = (peg\$c\d+);\n\s*peg\$currPos\+\+;` +
          failed(2),
        'g',
      ),
      (_, code, s, c, e) => {
        must(literals.get(c) === String.fromCharCode(Number(code)), `${c} is not character ${code}`);
        return `${s} = peg$lit(${c}, ${e});`;
      },
    ],
    // A character class.
    [
      new RegExp(
        String.raw`(s\d+) = input\.charAt\(peg\$currPos\);\n\s*if \((peg\$r\d+)\.test\(\1\)\) \{\n\s*peg\$currPos\+\+;` +
          failed(1),
        'g',
      ),
      (_, s, r, e) => `${s} = peg$cls(${r}, ${e});`,
    ],
    // Every other expectation recorded (named rules).
    [/if \(peg\$silentFails === 0\) \{ peg\$fail\((peg\$e\d+)\); \}/g, (_, e) => `peg$expect(${e});`],
  ];
  let out = source;
  for (const [pattern, to] of rewrites) {
    let n = 0;
    out = out.replace(pattern, (...m) => {
      n++;
      return to(...m);
    });
    must(n > 0, `no match for ${pattern.source.slice(0, 40)}…: has Peggy changed how it writes parsers?`);
  }
  const at = '\n  function peg$fail(expected) {';
  must(out.includes(at), 'no peg$fail to put the helpers beside');
  out = out.replace(at, HELPERS + at);
  // What is left of the long forms (a case-insensitive literal, `.`) is written as Peggy writes it.
  return out;
}
