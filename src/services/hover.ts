/**
 * Hover: what a name stands for. A clause id shows the clause as written (for `override` and
 * `remove`, the base's), its citation in words and the rulebook section that explains it; a
 * reading its text; a question its readings; a source its title and author.
 */
import { declarationOf, ambiguity, citeInWords } from './lookup.ts';
import { referenceAt } from './references.ts';
import type { HoverInfo, SectionIndex } from './types.ts';
import type { Analysis } from './workspace.ts';

/** What to show over `offset`, or null when the word there names nothing known. */
export function hoverAt(a: Analysis, offset: number, sections: SectionIndex | undefined): HoverInfo | null {
  const ref = referenceAt(a.text, a.file, offset, a.partial);
  if (!ref) return null;
  const decl = declarationOf(a, ref);
  if (!decl) return null;
  const span = { from: ref.from, to: ref.to };
  switch (decl.kind) {
    case 'clause':
    case 'tally': {
      const section = sections ? decl.chain.map((v) => sections(v, ref.name)).find((s) => s !== undefined) : undefined;
      const whose = String(decl.source) === a.name ? '' : ` (${decl.chain[0] ?? decl.source})`;
      return {
        ...span,
        title: `clause \`${ref.name}\`${whose}`,
        text: decl.written,
        ...(decl.cite ? { cite: citeInWords(decl.cite, decl.sources) } : {}),
        ...(section ? { section } : {}),
      };
    }
    case 'reading': {
      const r = ambiguity(a, ref.scope ?? '')?.readings.find((x) => x.id.name === ref.name);
      return {
        ...span,
        title: `reading \`${ref.name}\` of \`${ref.scope}\`${r?.title ? `: ${r.title}` : ''}`,
        text: r?.text ?? decl.written,
        ...(decl.cite ? { cite: citeInWords(decl.cite, decl.sources) } : {}),
      };
    }
    case 'ambiguity': {
      const amb = ambiguity(a, ref.name)!;
      const readings = amb.readings
        .map((r) => `- \`${r.id.name}\`${r.id.name === amb.default.name ? ' (default)' : ''}: ${r.title ?? r.text}`)
        .join('\n');
      return { ...span, title: `question \`${ref.name}\``, text: `${amb.question}\n${readings}` };
    }
    case 'source': {
      const s = decl.sources.get(ref.name)!;
      return {
        ...span,
        title: `source \`${ref.name}\``,
        text: `${s.title}${s.author ? `, by ${s.author}` : ''}${s.date ? ` (${s.date})` : ''}`,
      };
    }
    case 'event':
    case 'event-player':
    case 'event-count':
      return {
        ...span,
        title: `${decl.kind === 'event' ? 'event' : decl.kind === 'event-player' ? 'who made the event' : 'how often the event happened'} \`${ref.name}\``,
        text: decl.title,
      };
    case 'phase':
    case 'variant':
    case 'example':
    case 'claim':
    case 'suit':
    case 'rank':
    case 'value':
      return { ...span, title: `${decl.kind} \`${ref.name}\``, text: decl.title };
  }
}
