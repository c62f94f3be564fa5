/**
 * Starts a `verify` worker thread (verify-thread.ts) with Node's compile cache, as `stichwort`
 * starts (bin/stichwort.js): a worker does not share its process's, and without it every source is
 * stripped of its types again (measured: 380 ms to start a worker, against 160 ms with it).
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./verify-thread.ts');
