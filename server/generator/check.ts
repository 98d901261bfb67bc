import { generatedRoutes, pathsOf } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { externalResources } from '../../domain/declare/external';
import type { Field } from '../../domain/declare/fields';
import { textsOf } from '../../domain/texts/registry';
import { checkNames } from './checkNames';
import type { Resource } from './part';

/**
 * The start-up checks of the declarations (as Django's system checks): what the type checker checks
 * once more (checkNames: `tsx` runs what it refuses), and what it cannot see. Each problem is one line: its stable id
 * (docs/declarations.md lists each), the resource and the option; the server refuses to start with
 * any (server/generator/index.ts), and the test suite runs the same checks.
 */
export function checkResources(resources: readonly Resource[]): string[] {
  const byName = new Map(resources.map((r) => [r.d.name, r.d]));
  const problems: string[] = [];
  const known = (resource: string) => byName.has(resource) || resource in externalResources;
  for (const { d, part } of resources) {
    const say = (id: string, option: string, problem: string) => problems.push(`${id} ${d.name}: ${option}: ${problem}`);
    if (byName.get(d.name) !== d) say('D101', 'name', 'twee declaraties dragen deze naam');
    checkNames(d, say);
    for (const [name, f] of Object.entries(d.fields)) checkField(d, name, f, known, byName, say);
    if (d.belongsTo) {
      const f = d.fields[d.belongsTo.field];
      if (!byName.has(d.belongsTo.resource)) say('D102', 'belongsTo.resource', `${d.belongsTo.resource} is niet gedeclareerd`);
      if (f?.kind !== 'reference' || f.resource !== d.belongsTo.resource || !f.required)
        say('D103', 'belongsTo.field', `${d.belongsTo.field} moet een verplichte verwijzing naar ${d.belongsTo.resource} zijn`);
    }
    for (const rule of d.rules ?? []) {
      if (rule.kind !== 'withinParent') continue;
      const parent = d.belongsTo && byName.get(d.belongsTo.resource);
      if (!parent) say('D104', 'rules.withinParent', 'enkel voor een kind (belongsTo)');
      else if (d.fields[rule.field]?.kind !== 'date' || parent.fields[rule.start]?.kind !== 'date' || parent.fields[rule.end]?.kind !== 'date') {
        say('D105', 'rules.withinParent', `${rule.field}, ${parent.name}.${rule.start} en ${parent.name}.${rule.end} moeten datums zijn`);
      }
    }
    // A parameter the server works out, or the screen offers as a choice, is one the list accepts.
    for (const param of [...Object.keys(part.filters ?? {}), ...Object.keys(d.list.choices ?? {})]) {
      if (!d.list.params?.includes(param)) say('D106', 'list.params', `${param} ontbreekt, maar wordt gefilterd of aangeboden`);
    }
    for (const name of d.describedBy ?? []) {
      const f = d.fields[name];
      if (name === d.title || (f?.kind !== 'text' && f?.kind !== 'number' && f?.kind !== 'date') || f.hidden)
        say('D107', `describedBy.${name}`, 'moet een zichtbaar tekst-, getal- of datumveld naast de titel zijn');
    }
    for (const tab of d.tabs ?? []) {
      if (typeof tab === 'string' || !('list' in tab)) continue;
      if (byName.get(tab.list)?.belongsTo?.resource !== d.name)
        say('D108', `tabs.${tab.name}`, `${tab.list} is geen gedeclareerd kind (belongsTo) van ${d.name}`);
    }
    if (d.queue) {
      const f = d.fields[d.queue.state];
      if (!f || !('options' in f) || !f.options) say('D109', 'queue.state', `${d.queue.state} moet een choice of een code met options zijn`);
      else if (!f.readOnly) say('D110', 'queue.state', `${d.queue.state} verandert enkel door de wachtrij en moet readOnly zijn`);
      // A bulk move asks for no value per record, so a move that needs one cannot be made in bulk.
      for (const name of d.queue.bulk ?? []) {
        const t = d.queue.transitions[name];
        if (!t) say('D111', `queue.bulk.${name}`, 'geen overgang van de wachtrij');
        else if (t.sets?.some((s) => s.required)) say('D112', `queue.bulk.${name}`, 'deze overgang vraagt per record een verplichte waarde');
      }
    }
    for (const field of Object.keys(d.paths?.files ?? {}))
      if (d.fields[field]?.kind !== 'file') say('D113', `paths.files.${field}`, 'geen bestandsveld van de declaratie');
    for (const path of [...Object.values({ ...pathsOf(d), ...(d.paths?.actions ?? {}) }), ...Object.values(d.paths?.files ?? {})]) {
      for (const [, param] of path!.matchAll(/:(\w+)/g)) {
        if (param !== 'id' && d.fields[param!]?.kind !== 'reference') say('D114', 'paths', `${path}: :${param} is geen verwijzing van deze declaratie`);
      }
    }
    for (const [action, a] of Object.entries(d.actions ?? {})) {
      const handler = part.actions?.[action as never] as object | undefined;
      if (!handler) say('D115', `actions.${action}`, 'de serverkant (server/resources) voert deze actie niet uit');
      // A download answers a file (`download`), any other action a record (`run`): declaration and code must agree.
      else if (a.download && !('download' in handler)) say('D116', `actions.${action}`, 'een download vraagt een download() aan de serverkant');
      else if (!a.download && 'download' in handler) say('D117', `actions.${action}`, 'de serverkant geeft een bestand, maar de actie is geen download');
    }
    for (const name of Object.keys(part.columns ?? {})) if (!d.fields[name]) say('D118', `columns.${name}`, 'geen veld van de declaratie');
    if (generatedRoutes(d).length > 0) problems.push(...checkTexts(d));
  }
  return problems;
}

function checkField(
  d: Declaration,
  name: string,
  f: Field,
  known: (r: string) => boolean,
  byName: Map<string, Declaration>,
  say: (id: string, option: string, problem: string) => void,
) {
  const at = `fields.${name}`;
  if ((f.kind === 'reference' || f.kind === 'references') && !known(f.resource)) say('D120', `${at}.resource`, `${f.resource} bestaat niet`);
  if (f.kind === 'references' && !byName.has(f.resource)) say('D121', `${at}.resource`, `${f.resource} moet een gedeclareerde resource zijn`);
  if (f.kind === 'text' && f.placeholders && d.fields[f.placeholders]?.kind !== 'choices')
    say('D122', `${at}.placeholders`, `${f.placeholders} moet een choices-veld zijn`);
  if (f.kind === 'text' && f.pattern && !f.pattern.regex.test(f.pattern.example)) say('D123', `${at}.pattern`, `het voorbeeld ${f.pattern.example} past niet`);
  // A French text and its Dutch field are shown and checked as a pair: the same kind of text, the same placeholders.
  if (f.kind === 'text' && f.frenchOf) {
    const dutch = d.fields[f.frenchOf];
    if (dutch?.kind !== 'text' || dutch.placeholders !== f.placeholders)
      say('D130', `${at}.frenchOf`, `${f.frenchOf} moet een tekstveld zijn met dezelfde placeholders`);
  }
  const from = f.from;
  if (!from) return;
  if ('titleOf' in from || 'via' in from) {
    const ref = 'titleOf' in from ? from.titleOf : from.via;
    const target = d.fields[ref];
    if (target?.kind !== 'reference') say('D124', `${at}.from`, `${ref} is geen verwijzing`);
    else if ('via' in from && byName.has(target.resource) && !byName.get(target.resource)!.fields[from.field])
      say('D125', `${at}.from.field`, `${target.resource} heeft geen veld ${from.field}`);
  } else if ('fileName' in from) {
    if (d.fields[from.fileName]?.kind !== 'file') say('D126', `${at}.from`, `${from.fileName} is geen bestand`);
  } else if ('join' in from) {
    for (const part of from.join) if (d.fields[part]?.kind !== 'text') say('D127', `${at}.from.join`, `${part} is geen tekstveld`);
  } else {
    const child = byName.get('sum' in from ? from.of : from.count);
    if (child?.belongsTo?.resource !== d.name) say('D128', `${at}.from`, `${'sum' in from ? from.of : from.count} is geen kind (belongsTo) van ${d.name}`);
    else if ('sum' in from && child.fields[from.sum]?.kind !== 'number') say('D129', `${at}.from.sum`, `${from.sum} is geen getal van ${child.name}`);
  }
}

/** The Dutch texts a resource's screens need (domain/texts/resources/<name>.ts): its name and every field's label. */
function checkTexts(d: Declaration): string[] {
  const t = textsOf(d.name);
  if (!t) return [`D150 ${d.name}: teksten: domain/texts/resources/${d.name}.ts ontbreekt`];
  return [
    ...Object.keys(d.fields)
      .filter((name) => !t.fields?.[name])
      .map((name) => `D151 ${d.name}: teksten: het veld ${name} heeft geen label`),
    ...Object.keys(d.notices ?? {})
      .filter((name) => !t.notices?.[name])
      .map((name) => `D152 ${d.name}: teksten: de opmerking ${name} heeft geen tekst`),
    // A queue-less record's steps are named by their action (`history`), its creation too.
    ...(d.history ? ['create', ...Object.keys(d.history)] : [])
      .filter((action) => !(t.history as Record<string, string> | undefined)?.[action])
      .map((action) => `D153 ${d.name}: teksten: de stap ${action} van de historiek heeft geen tekst`),
  ];
}
