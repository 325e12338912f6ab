// Stage: cli (development only). Module hooks for worker threads started from the TypeScript sources
// (vitest runs src/ without a build): `.js` imports resolve to the `.ts` files next to them, whose
// types are stripped by rolldown's oxc transform (a dependency of vite, dev-only). The compiled
// package (dist/) never loads this file: its workers run dist/src/scale/workersThread.js directly.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'rolldown/utils';

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.endsWith('.js')) throw error;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const out = transformSync(path, readFileSync(path, 'utf8'), { lang: 'ts' });
  if (out.errors?.length) throw new Error(`${path}: ${out.errors.map((e) => e.message).join('; ')}`);
  return { format: 'module', source: out.code, shortCircuit: true };
}
