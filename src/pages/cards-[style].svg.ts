/**
 * The card sprites, /cards-french.svg and /cards-german.svg: static images made at build time from
 * src/islands/card-sprite.ts, whose symbols every card on the site places (src/islands/card-svg.ts).
 */
import type { APIRoute } from 'astro';
import { cardSprite } from '../islands/card-sprite.ts';
import { PACKS, type PackStyle } from '../islands/card-pack.ts';

/** One sprite per pack. */
export function getStaticPaths() {
  return [...PACKS.keys()].map((style) => ({ params: { style } }));
}

/** The pack's sprite. */
export const GET: APIRoute = ({ params }) =>
  new Response(cardSprite(params.style as PackStyle), { headers: { 'Content-Type': 'image/svg+xml' } });
