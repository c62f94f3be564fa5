/**
 * A variant file carried in a link: the text deflated (the browser's own CompressionStream, no
 * library) and written in base64url into the link's fragment, `#stw=…`. The fragment never goes
 * to a server. Reading a link is reading input: a fragment that is not base64url, does not
 * inflate, or inflates past SHARE_LIMIT is refused in words, never thrown at the reader.
 */

/** The fragment's key: `#stw=…`. */
export const SHARE_KEY = 'stw';

/** The longest text a link may carry (characters), so that a crafted link cannot inflate without end. */
export const SHARE_LIMIT = 1_000_000;

/** Why a link's file could not be read, in words. */
export class ShareLinkError extends Error {}

const TOO_LONG = `the file in this link is longer than ${SHARE_LIMIT.toLocaleString('en')} characters`;

async function streamBytes(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(transform).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    // Bounded: a small fragment can inflate to gigabytes; stop reading as soon as it is too long.
    if (size > limit) {
      await reader.cancel();
      throw new ShareLinkError(TOO_LONG);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new ShareLinkError('the link is damaged: its file is not written in the letters a link uses');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new ShareLinkError('the link is damaged: its file cannot be decoded');
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The fragment (without `#`) that carries `text`. */
export async function shareFragment(text: string): Promise<string> {
  const bytes = await streamBytes(
    new TextEncoder().encode(text),
    new CompressionStream('deflate-raw'),
    Number.MAX_SAFE_INTEGER,
  );
  return `${SHARE_KEY}=${toBase64Url(bytes)}`;
}

/**
 * The text a link's fragment (`#stw=…`, with or without `#`) carries; null when the fragment
 * carries no file; a ShareLinkError saying why when it carries one that cannot be read.
 */
export async function sharedText(fragment: string): Promise<string | null> {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const value = params.get(SHARE_KEY);
  if (value === null) return null;
  let bytes: Uint8Array;
  try {
    // UTF-8 takes at most 4 bytes a character (3 for one UTF-16 unit).
    bytes = await streamBytes(fromBase64Url(value), new DecompressionStream('deflate-raw'), SHARE_LIMIT * 3);
  } catch (e) {
    if (e instanceof ShareLinkError) throw e;
    throw new ShareLinkError('the link is damaged: its file does not unpack (was it cut short when it was copied?)');
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.length > SHARE_LIMIT) throw new ShareLinkError(TOO_LONG);
  return text;
}
