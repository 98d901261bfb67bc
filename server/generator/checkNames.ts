import { ACTIONS, type Declaration } from '../../domain/declare/declaration';
import { ICON_NAMES } from '../../domain/declare/icons';
import { ROLES } from '../../domain/roles';

/** Reports one problem: its stable id (docs/declarations.md, "Start-up checks"), the option, what is wrong. */
type Say = (id: string, option: string, problem: string) => void;
type Roles = (id: string, option: string, list: readonly string[] | undefined) => void;

/**
 * What `declare`'s types check as a declaration is written, checked again when the server starts:
 * `tsx` runs a declaration the type checker refuses, and a typo there (a state, the ownership field,
 * an access key, an icon) would only show later as a misleading 409 or 403. Every field, state, move,
 * action and role a declaration names must exist. Each problem names its stable id and the option.
 */
export function checkNames(d: Declaration, say: Say) {
  const field = (id: string, option: string, name: string | undefined, also: readonly string[] = []) => {
    if (name !== undefined && !d.fields[name] && !also.includes(name)) say(id, option, `${name} is geen veld van de declaratie`);
  };
  const roles: Roles = (id, option, list) => {
    for (const role of list ?? []) if (!(ROLES as readonly string[]).includes(role)) say(id, option, `${role} is geen rol (${ROLES.join(', ')})`);
  };

  field('D001', 'title', d.title);
  for (const c of d.list.columns) field('D002', 'list.columns', c);
  for (const s of d.list.search ?? []) field('D003', 'list.search', s);
  for (const f of d.list.filters ?? []) field('D004', `list.filters.${f.name}`, f.field);
  field('D005', 'list.sort.field', d.list.sort.field, ['id']);
  field('D006', 'list.sort.next', d.list.sort.next);
  if (d.ownership) {
    field('D007', 'ownership.field', d.ownership.field);
    roles('D008', 'ownership.bypass', d.ownership.bypass);
  }
  for (const rule of d.rules ?? []) {
    const names =
      rule.kind === 'oneOf'
        ? rule.fields
        : rule.kind === 'noOverlap' || rule.kind === 'order'
          ? [rule.start, rule.end]
          : [rule.field, ...(rule.kind === 'unique' && rule.within ? [rule.within] : [])];
    for (const name of names) field('D009', `rules.${rule.kind}`, name);
  }
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.onlyWhen) field('D010', `fields.${name}.onlyWhen`, f.onlyWhen.field);
    roles('D011', `fields.${name}.writers`, f.writers);
  }
  for (const [action, asked] of Object.entries(d.actions ?? {})) for (const a of asked.ask ?? []) field('D012', `actions.${action}.ask`, a);
  for (const [name, fields] of Object.entries(d.nested ?? {})) for (const f of fields) field('D013', `nested.${name}`, f);
  for (const [name, fields] of Object.entries(d.history ?? {})) for (const f of fields) field('D014', `history.${name}`, f);

  checkStates(d, say, roles);

  const moves = Object.keys(d.queue?.transitions ?? {});
  const known = new Set<string>([...ACTIONS, ...moves, ...Object.keys(d.actions ?? {}), ...Object.values(d.custom ?? {})]);
  for (const [key, rule] of Object.entries(d.access)) {
    if (!known.has(key)) say('D024', `access.${key}`, `geen actie, overgang of eigen actie (${[...known].join(', ')})`);
    if (rule === undefined || rule === 'public' || rule === 'authenticated') continue;
    const grants = Array.isArray(rule) ? rule : [rule];
    for (const g of grants) roles('D025', `access.${key}`, typeof g === 'string' ? [g] : (g as { roles: readonly string[] }).roles);
  }
  for (const name of Object.keys(d.paths?.actions ?? {}))
    if (!moves.includes(name) && !d.actions?.[name]) say('D026', `paths.actions.${name}`, 'geen overgang of eigen actie');
  if (d.icon !== undefined && !(ICON_NAMES as readonly string[]).includes(d.icon))
    say('D027', 'icon', `${d.icon} is geen menu-icoon (domain/declare/icons.ts)`);
  for (const tab of d.tabs ?? []) if (typeof tab !== 'string' && 'roles' in tab) roles('D028', `tabs.${tab.name}.roles`, tab.roles);
}

/** The states the queue, `editableIn` and `deletableIn` name are options of the state field. */
function checkStates(d: Declaration, say: Say, roles: Roles) {
  const stateField = d.queue ? d.fields[d.queue.state] : undefined;
  const options: readonly string[] = stateField && 'options' in stateField && stateField.options ? stateField.options : [];
  const state = (id: string, option: string, value: string) => {
    if (!options.includes(value))
      say(
        id,
        option,
        d.queue ? `${value} is geen toestand van ${d.queue.state} (${options.join(', ')})` : `${value}: de declaratie heeft geen wachtrij met toestanden`,
      );
  };
  if (d.queue) {
    state('D015', 'queue.initial', d.queue.initial);
    state('D016', 'queue.defaultFilter', d.queue.defaultFilter);
    for (const [name, t] of Object.entries(d.queue.transitions)) {
      for (const s of t.from) state('D017', `queue.transitions.${name}.from`, s);
      state('D018', `queue.transitions.${name}.to`, t.to);
      if (Array.isArray(t.roles)) roles('D019', `queue.transitions.${name}.roles`, t.roles);
      for (const set of t.sets ?? []) if (!d.fields[set.field]) say('D020', `queue.transitions.${name}.sets`, `${set.field} is geen veld van de declaratie`);
    }
  }
  if (d.editableIn) {
    for (const s of d.editableIn.states) state('D021', 'editableIn.states', s);
    roles('D022', 'editableIn.bypass', d.editableIn.bypass);
  }
  for (const s of d.deletableIn ?? []) state('D023', 'deletableIn', s);
}
