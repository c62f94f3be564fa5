/**
 * What tests/variants/house-gallery.test.ts asks of a house rule, worked out once per file: its check, its
 * bases, its citations, its examples run against it and against its first base.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../../src/check/check.ts';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { runExamples, type ExampleResult } from '../../src/scenario/examples.ts';

/** The `.stw` files of a folder, sorted (none when it does not exist). */
export function galleryFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.stw'))
        .sort()
        .map((f) => join(dir, f))
    : [];
}

/** A house rule as the gallery sees it. */
export interface HouseRuleFacts {
  id: string;
  title: string;
  /** Its bases, as its `extends` names them. */
  bases: string[];
  /** Citations in the file's own statements. */
  citations: number;
  /** Check problems, formatted with their location (empty: it checks clean). */
  problems: string[];
  /** Its own examples, run against it. */
  examples: ExampleResult[];
  /** The same examples, run against its first base. */
  againstBase: ExampleResult[];
}

/** Checks the house rule at `path` and runs its examples against it and against its first base. */
export function houseRuleFacts(path: string): HouseRuleFacts {
  const { variant, diagnostics } = checkPath(diskReader, path);
  const problems = diagnostics.map((d) => formatDiagnostic(d, variant?.texts.get(String(d.loc.source)) ?? ''));
  if (!variant) return { id: '', title: '', bases: [], citations: 0, problems, examples: [], againstBase: [] };
  const own = String(variant.file.loc.source);
  let citations = 0;
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) {
      x.forEach(visit);
      return;
    }
    if (!x || typeof x !== 'object') return;
    if ((x as { kind?: unknown }).kind === 'Cite') citations++;
    for (const [k, v] of Object.entries(x)) if (k !== 'loc') visit(v);
  };
  visit(variant.file.statements);
  const examples = variant.examples.filter((e) => String(e.loc.source) === own);
  const result: HouseRuleFacts = {
    id: variant.id,
    title: variant.title,
    bases: variant.file.extends.map((b) => b.name),
    citations,
    problems,
    examples: problems.length === 0 ? runExamples({ ...variant, examples }) : [],
    againstBase: [],
  };
  if (result.bases.length === 0 || problems.length > 0) return result;
  const basePath = diskReader.locate(result.bases[0] ?? '', path);
  const base = basePath ? checkPath(diskReader, basePath).variant : null;
  if (!base) return result;
  // The example's lines are in the house file: its text goes along for the messages.
  const texts = new Map([...base.texts, [own, variant.texts.get(own) ?? '']]);
  result.againstBase = examples.map((ex) => {
    try {
      return (
        runExamples({ ...base, examples: [ex], texts })[0] ?? {
          id: ex.id.name,
          title: ex.title,
          ok: false,
          message: 'did not run',
        }
      );
    } catch (e) {
      return { id: ex.id.name, title: ex.title, ok: false, message: `stopped: ${(e as Error).message}` };
    }
  });
  return result;
}
