/**
 * The part of the playground's checking that needs the engine: running a clean house rule's
 * examples, and compiling it (and its base) to be played, scored or simulated. The worker
 * (./playground-worker.ts) loads this module only when a file has examples or the page asks to
 * play it, so that the checker a page starts with carries no engine.
 */
import { compassSeats } from '../engine/seat-names.ts';
import { compileVariant } from '../compile/compile.ts';
import { nodePrelude, type SourceFile } from '../resolve/load.ts';
import { runExamples } from '../scenario/examples.ts';
import { toWire, type WireVariant } from '../resolve/wire.ts';
import { changesByLesson, type LessonChanges } from './house-lessons.ts';
import { located, reportChecked, type CheckReport, type Checked, type Progress } from './house-rule.ts';

/** Runs the clean variant's examples one at a time, each announced first (a slow one is named if the check is abandoned), into `report`. */
export function runHouseExamples(
  checked: Checked,
  report: CheckReport,
  progress: (p: Progress) => void = () => {},
): CheckReport {
  const v = checked.variant;
  if (!v || !report.clean) return report;
  const results = v.examples.flatMap((ex) => {
    progress({ step: 'example', what: `running example \`${ex.id.name}\``, ...located(ex.id.loc) });
    return runExamples({ ...v, examples: [ex] });
  });
  const failed = results.filter((r) => !r.ok);
  return {
    problems: [
      ...report.problems,
      ...failed.map((r) => ({
        text: r.message,
        message: r.message,
        where: null,
        house: false,
        from: 0,
        to: 0,
        line: 0,
      })),
    ],
    clean: { ...report.clean, failed: failed.length },
  };
}

/** A clean house rule ready to play: its wire form, its base's, and its seats' names in order of play (see compassSeats). */
export interface Playable {
  title: string;
  seats: string[];
  wire: WireVariant;
  base: { title: string; wire: WireVariant } | null;
}

/** The clean variant of `checked` compiled to be played, or null when it is not clean. */
export function playable(checked: Checked): Playable | null {
  const v = checked.variant;
  if (!v) return null;
  const { players } = compileVariant(v);
  return {
    title: v.title,
    seats: compassSeats(players.direction, players.max),
    wire: toWire(v),
    base: checked.base ? { title: checked.base.title, wire: toWire(checked.base) } : null,
  };
}

/** A clean house rule's changes, lesson by lesson, and the game whose course teaches the rest; null when it is not clean or has no base. */
export interface HouseLessons {
  title: string;
  game: { id: string; title: string };
  base: string;
  lessons: LessonChanges[];
}

/** What the clean variant of `checked` changes against its first base, by lesson of the game's course. */
export function houseLessons(checked: Checked): HouseLessons | null {
  const v = checked.variant;
  if (!v || !checked.base) return null;
  return {
    title: v.title,
    game: { id: v.game.id, title: v.game.title },
    base: checked.base.title,
    lessons: changesByLesson(checked.base, v),
  };
}

/** The whole report of a text, examples included, in one call (for Node: tests and tools). */
export function reportHouseRule(
  sources: Record<string, string>,
  text: string,
  progress: (p: Progress) => void = () => {},
  prelude: SourceFile | null = nodePrelude(),
): CheckReport {
  const { report, checked } = reportChecked(sources, text, progress, prelude);
  return runHouseExamples(checked, report, progress);
}
