/**
 * The Playground's editor (CodeMirror) as the browser tests read and drive it: its text and
 * selection come from the editor's own state, which the Playground element keeps as `editorView`.
 */
import type { Page } from 'playwright-core';

interface ViewLike {
  state: { doc: { toString(): string }; selection: { main: { from: number; to: number } } };
  hasFocus: boolean;
}

/** The editor's text. */
export const editorText = (page: Page): Promise<string> =>
  page
    .locator('stichwort-playground')
    .evaluate((el) => (el as unknown as { editorView: ViewLike }).editorView.state.doc.toString());

/** The selected span and whether the editor has the focus. */
export const editorSelection = (page: Page): Promise<{ from: number; to: number; focused: boolean }> =>
  page.locator('stichwort-playground').evaluate((el) => {
    const v = (el as unknown as { editorView: ViewLike }).editorView;
    return { from: v.state.selection.main.from, to: v.state.selection.main.to, focused: v.hasFocus };
  });

/** The editor, by its label, as a reader finds it. */
export const editor = (page: Page) => page.getByLabel(/Your variant file/);

/** The Playground's status line (the check's outcome). */
export const checkStatus = (page: Page) => page.locator('stichwort-playground .check-status');

/**
 * Puts `text` in the editor as a reader pastes a file: everything selected (Ctrl+A), then a paste,
 * which CodeMirror takes as one transaction. Playwright's `fill` instead types the text as one
 * multi-line `insertText`, which CodeMirror must read back from the DOM Chrome edited; on a loaded
 * machine that read once left a different text (CI, stop 24), so the tests paste, and wait until the
 * editor holds exactly `text`.
 */
export async function pasteFile(page: Page, text: string): Promise<void> {
  const content = page.locator('stichwort-playground .cm-content');
  await content.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await content.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction(
    (t) => {
      const el = document.querySelector('stichwort-playground') as unknown as { editorView?: ViewLike } | null;
      return el?.editorView?.state.doc.toString() === t;
    },
    text,
    { timeout: 10_000 },
  );
}
