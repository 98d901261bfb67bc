import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionOptions, auditSubjectLabel, auditSubjects, mergedOptions } from '../../domain/texts/audit.nl';
import { declarations } from '../helpers/declared';

/** Every .ts file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );

/**
 * The logbook names every action in Dutch: each queue's moves and every action
 * a hand-written call writes (read from the server's code: `action: '…'`, and the committee's steps).
 */
describe('the logbook in Dutch', () => {
  const written = new Map<string, Set<string>>();
  const add = (resource: string, action: string) => written.set(resource, (written.get(resource) ?? new Set()).add(action));
  // A record action writes its rows from its own code (found below), under the names it chooses.
  for (const d of declarations) for (const action of ['create', 'update', 'delete', ...Object.keys(d.queue?.transitions ?? {})]) add(d.name, action);
  for (const file of sources(path.resolve('server'))) {
    const code = readFileSync(file, 'utf8');
    // The action's expression: a name, or a choice between names (`kind === 'RESET' ? 'wachtwoord' : 'activatie'`).
    for (const call of code.matchAll(/resource: '([\w-]+)',?[^;]*?action: ([^,\n]+)/gs)) {
      for (const name of call[2]!.matchAll(/(?<!=== )'([\w-]+)'/g)) add(call[1]!, name[1]!);
    }
    for (const removed of code.matchAll(/removeRecord\(q, request, (\w+), \w+, '([\w-]+)'/g)) add(removed[1]!, removed[2]!);
    for (const step of code.matchAll(/audit\(request, [^,]+, '([\w-]+)'\)/g)) add('verkiezingen', step[1]!);
  }

  it('finds the actions of the hand-written calls', () => {
    expect(written.get('gebruikers')).toEqual(new Set(['update', 'wachtwoord', 'activatie']));
    expect(written.get('verkiezingen')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...written.get('verkiezingen')!]).toEqual(expect.arrayContaining(['herinnering', 'telling', 'comite', 'ceremonie-herstart']));
  });

  it('has a Dutch label for every action and kind of record', () => {
    const unnamed = [...written].flatMap(([resource, actions]) => [...actions].filter((a) => !auditActionLabel(resource, a)).map((a) => `${resource}:${a}`));
    expect(unnamed).toEqual([]);
    const kinds = [...written.keys()].filter((resource) => !auditSubjectLabel(resource));
    expect(kinds).toEqual([]);
  });

  it('offers each kind and each action once in the filters, the values that read the same as one', () => {
    const kinds = mergedOptions(
      [...declarations.map((d) => d.name), ...Object.keys(auditSubjects)].map((value) => ({ value, label: auditSubjectLabel(value)! })),
    );
    expect(new Set(kinds.map((k) => k.label)).size).toBe(kinds.length);
    const actions = auditActionOptions(kinds.flatMap((k) => k.value.split(',')));
    expect(new Set(actions.map((a) => a.label)).size).toBe(actions.length);
    const approved = actions.find((a) => a.label === 'Goedgekeurd')!.value.split(',');
    expect(approved).toEqual(expect.arrayContaining(['APPROVED', 'APP', 'goedkeuren']));
  });
});
