/** Small DOM helpers the islands share. */

/** A `<button type="button">` labelled `label` that calls `onClick` when pressed. */
export function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}
