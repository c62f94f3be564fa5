/**
 * The Playground's editor (CodeMirror) as the browser tests read and drive it: its text and
 * selection come from the editor's own state, which the Playground element keeps as `editorView`.
 */
import type { Page } from 'playwright-core';

interface ViewLike { state: { doc: { toString(): string }; selection: { main: { from: number; to: number } } }; hasFocus: boolean }

/** The editor's text. */
export const editorText = (page: Page): Promise<string> =>
  page.locator('stichwort-playground').evaluate((el) => (el as unknown as { editorView: ViewLike }).editorView.state.doc.toString());

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
