import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Declaration } from '../../domain/declare/declaration';
import { MAX_UPLOAD_BYTES } from '../../domain/files';
import { type ResourceTexts, registerTexts } from '../../domain/texts/registry';
import { MULTIPART_LIMITS } from '../files/upload';
import { checkResources } from './check';
import type { Resource } from './part';
import { registerResources } from './resources';
import { declaredResource } from './routes';

const here = path.dirname(fileURLToPath(import.meta.url));
const DECLARATIONS_DIR = path.join(here, '../../domain/resources');
const PARTS_DIR = path.join(here, '../resources');
const TEXTS_DIR = path.join(here, '../../domain/texts/resources');
const TEXTS_DIR_FR = path.join(here, '../../domain/texts/resources-fr');

const modulesIn = async <T>(dir: string): Promise<[name: string, module: T][]> => {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^[a-z][\w-]*\.ts$/.test(f))
    .sort();
  return Promise.all(files.map(async (f) => [f.slice(0, -3), (await import(pathToFileURL(path.join(dir, f)).href)).default as T] as [string, T]));
};

/**
 * Every file in domain/resources is one resource, and a file of the same name in
 * server/resources its server part (table, hooks, demo rows), where it needs one: adding the
 * files is all it takes for its routes, role rows, docs and demo rows.
 */
export async function loadResources(): Promise<Resource[]> {
  const declarations = (await modulesIn<Declaration>(DECLARATIONS_DIR)).map(([, d]) => d);
  const parts = new Map((await modulesIn<Resource>(PARTS_DIR)).map(([, r]) => [r.d.name, r]));
  registerTexts(Object.fromEntries(await modulesIn<ResourceTexts>(TEXTS_DIR)));
  registerTexts(Object.fromEntries(await modulesIn<ResourceTexts>(TEXTS_DIR_FR)), 'fr');
  for (const name of parts.keys()) {
    if (!declarations.some((d) => d.name === name)) throw new Error(`D301 server/resources: ${name} heeft geen declaratie in domain/resources`);
  }
  const resources = declarations.map((d) => parts.get(d.name) ?? { d, part: {} });
  registerResources(resources);
  assertChecked(resources);
  return resources;
}

/** The server does not start with a declaration that fails its checks; every problem is named. */
export function assertChecked(resources: readonly Resource[]) {
  const problems = checkResources(resources);
  if (problems.length) throw new Error(`De declaraties kloppen niet:\n${problems.join('\n')}`);
}

/**
 * The routes that take a file read their multipart body in a scope of their own (`uploads`): the
 * multipart plugin adds two hooks to every request of its scope (a listener for the answer's close,
 * and a clean-up of files saved to disk, which this app never does), some 10 to 15 µs of each
 * request's CPU. Every other route refuses a multipart body as any other unknown type (415).
 */
export async function declaredRoutesPlugin(app: FastifyInstance, resources: readonly Resource[]) {
  registerResources(resources);
  assertChecked(resources);
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1, fileSize: MAX_UPLOAD_BYTES } });
    for (const r of resources) declaredResource(app, uploads, r);
  });
}
