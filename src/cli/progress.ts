/**
 * A progress bar on stderr, drawn only when stderr is a terminal (never into a pipe or a log), at
 * most ten times a second, and wiped when the work is done.
 */

/** A bar for `total` units of work, or null when stderr is not a terminal. */
export function progressBar(
  total: number,
  unit: string,
): { update(done: number, note?: string): void; done(): void } | null {
  if (!process.stderr.isTTY) return null;
  let last = 0;
  const width = 24;
  const draw = (done: number, note = '') => {
    const filled = Math.round((done / Math.max(1, total)) * width);
    const pct = Math.floor((done / Math.max(1, total)) * 100);
    process.stderr.write(
      `\r\x1b[2K[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(pct).padStart(3)}%  ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${unit}${note ? `  ${note}` : ''}`,
    );
  };
  return {
    update(done, note) {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done, note);
    },
    done() {
      process.stderr.write('\r\x1b[2K');
    },
  };
}
