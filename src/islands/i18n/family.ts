/**
 * A family of catalogs (the Play table's, the score sheet's, the Simulate panel's): one module per
 * language, loaded once by a dynamic import of the page's language alone, read synchronously after.
 */
import type { Lang } from '../../core/lang.ts';
import { pageLang } from './lang.ts';

/** A family's catalog: loaded once, read after, replaced by a test. `what` names it in the error of a read too early. */
export function family<C>(what: string, load: (lang: Lang) => Promise<C>) {
  let current: C | null = null;
  let loading: Promise<C> | null = null;
  return {
    load(lang: Lang = pageLang()): Promise<C> {
      loading ??= load(lang).then((c) => (current = c));
      return loading;
    },
    get(): C {
      if (!current) throw new Error(`The ${what} words are read before they are loaded.`);
      return current;
    },
    use(catalog: C): void {
      current = catalog;
      loading = Promise.resolve(catalog);
    },
  };
}
