// biome-ignore-all format: each @ts-expect-error stands right above the one line whose error it expects, which a wrapped call would move
import { describe, expect, it } from 'vitest';
import { declare } from '../../domain/declare/declaration';
import { texts } from '../../domain/declare/texts';
import { SEC } from '../../domain/roles';
import { checkResources } from '../../server/generator/check';
import { serve } from '../../server/generator/part';

/**
 * A declaration is checked as it is written (the type check of `npm test` fails on each typo below,
 * and would fail on an `@ts-expect-error` that no longer catches one), and at start-up for what the
 * types cannot see (other resources' names), as Django's system checks do.
 */
const fields = {
  title: { kind: 'text', max: 40, required: true },
  status: { kind: 'choice', options: ['NIEUW', 'KLAAR'], readOnly: true, required: true },
  centre: { kind: 'reference', resource: 'centrums' },
} as const;
const list = { columns: ['title'], sort: { field: 'title', order: 'ASC' }, pageSize: 5 } as const;
const queue = { state: 'status', initial: 'NIEUW', defaultFilter: 'NIEUW', transitions: { afronden: { from: ['NIEUW'], to: 'KLAAR', roles: SEC, comment: 'none' } } } as const;

describe('a declaration with a typo', () => {
  it('fails the type check where the types can see it', () => {
    const base = { name: 'proef', path: '/proef', fields, title: 'title', list, access: { list: SEC } } as const;
    // @ts-expect-error a title that is no field
    declare({ ...base, title: 'titel' });
    // @ts-expect-error a column that is no field
    declare({ ...base, list: { ...list, columns: ['titel'] } });
    // @ts-expect-error a filter on a field that does not exist
    declare({ ...base, list: { ...list, filters: [{ name: 'x', field: 'stauts', op: 'eq' }] } });
    // @ts-expect-error an access key that is no action
    declare({ ...base, access: { list: SEC, craete: SEC } });
    // @ts-expect-error a queue on a field that does not exist
    declare({ ...base, queue: { ...queue, state: 'staat' } });
    // @ts-expect-error a transition from a state the state field does not have
    declare({ ...base, queue: { ...queue, transitions: { afronden: { ...queue.transitions.afronden, from: ['NIEW'] } } } });
    // @ts-expect-error a transition to a state the state field does not have
    declare({ ...base, queue: { ...queue, transitions: { afronden: { ...queue.transitions.afronden, to: 'KLAR' } } } });
    // @ts-expect-error a bulk move that is no transition
    declare({ ...base, queue: { ...queue, bulk: ['afronde'] } });
    // @ts-expect-error editable in a state the state field does not have
    declare({ ...base, queue, editableIn: { states: ['NIUEW'], bypass: SEC } });
    // @ts-expect-error deletable in a state the state field does not have
    declare({ ...base, queue, deletableIn: ['KLAR'] });
    // @ts-expect-error an owner field that does not exist
    declare({ ...base, ownership: { scope: 'legalEntity', field: 'owner', bypass: SEC } });
    // @ts-expect-error a parent field that does not exist
    declare({ ...base, belongsTo: { resource: 'centrums', field: 'centrum' } });
    // @ts-expect-error a rule on a field that does not exist
    declare({ ...base, rules: [{ kind: 'unique', field: 'titel' }] });
    // @ts-expect-error a derived value through a field that does not exist
    declare({ ...base, fields: { ...fields, centreName: { kind: 'text', max: 100, from: { titleOf: 'centrum' } } } });
    // @ts-expect-error a record action's field that does not exist
    declare({ ...base, actions: { copy: { ask: ['datum'] } }, access: { list: SEC, copy: SEC } });
    // @ts-expect-error a describing field that does not exist
    declare({ ...base, describedBy: ['omschrijving'] });
    // @ts-expect-error an icon the menu does not know
    declare({ ...base, icon: 'Schol' });
    const ok = declare({ ...base, queue });
    // @ts-expect-error a field without its text
    texts(ok, { name: 'Proef |||| Proeven', empty: 'Geen.', fields: { title: 'Titel', status: 'Status' }, choices: { status: { NIEUW: 'Nieuw', KLAAR: 'Klaar' } }, history: { afronden: 'Afgerond' } });
    // @ts-expect-error a choice without its text
    texts(ok, { name: 'Proef |||| Proeven', empty: 'Geen.', fields: { title: 'Titel', status: 'Status', centre: 'Centrum' }, choices: { status: { NIEUW: 'Nieuw' } }, history: { afronden: 'Afgerond' } });
    // @ts-expect-error a text for a field that does not exist
    texts(ok, { name: 'Proef |||| Proeven', empty: 'Geen.', fields: { title: 'Titel', status: 'Status', centre: 'Centrum', titel: 'Titel' }, choices: { status: { NIEUW: 'Nieuw', KLAAR: 'Klaar' } }, history: { afronden: 'Afgerond' } });
    // @ts-expect-error a move without its history text
    texts(ok, { name: 'Proef |||| Proeven', empty: 'Geen.', fields: { title: 'Titel', status: 'Status', centre: 'Centrum' }, choices: { status: { NIEUW: 'Nieuw', KLAAR: 'Klaar' } } });
    expect(ok.name).toBe('proef');
  });

  it('fails the start-up check where only the other resources can tell, naming the declaration and the option', () => {
    const wrong = declare({
      name: 'proef',
      path: '/proef',
      fields: {
        title: { kind: 'text', max: 40, required: true },
        centre: { kind: 'reference', resource: 'centra' },
        speakers: { kind: 'references', resource: 'sprekers' },
        count: { kind: 'number', min: 0, max: 99, decimals: 0, from: { count: 'cursusitems' } },
        // The French text of a number, and of a title without its parameters.
        countFr: { kind: 'text', max: 40, frenchOf: 'count' },
        params: { kind: 'choices', options: ['x'] },
        titleFr: { kind: 'text', max: 40, frenchOf: 'title', placeholders: 'params' },
      },
      title: 'title',
      describedBy: ['title', 'centre'],
      list,
      access: { list: SEC, copy: SEC },
      actions: { copy: {} },
      tabs: [{ name: 'items', list: 'cursusitem' }],
      belongsTo: { resource: 'cursussen', field: 'title' },
      paths: { list: '/proef/:cursus/lijst' },
      rules: [{ kind: 'withinParent', field: 'title', start: 'startDate', end: 'eindDatum' }],
    });
    const problems = checkResources([serve(wrong, {})]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'D120 proef: fields.centre.resource: centra bestaat niet',
        'D130 proef: fields.countFr.frenchOf: count moet een tekstveld zijn met dezelfde placeholders',
        'D130 proef: fields.titleFr.frenchOf: title moet een tekstveld zijn met dezelfde placeholders',
        'D120 proef: fields.speakers.resource: sprekers bestaat niet',
        'D128 proef: fields.count.from: cursusitems is geen kind (belongsTo) van proef',
        'D108 proef: tabs.items: cursusitem is geen gedeclareerd kind (belongsTo) van proef',
        'D102 proef: belongsTo.resource: cursussen is niet gedeclareerd',
        'D103 proef: belongsTo.field: title moet een verplichte verwijzing naar cursussen zijn',
        'D114 proef: paths: /proef/:cursus/lijst: :cursus is geen verwijzing van deze declaratie',
        'D115 proef: actions.copy: de serverkant (server/resources) voert deze actie niet uit',
        'D150 proef: teksten: domain/texts/resources/proef.ts ontbreekt',
        'D104 proef: rules.withinParent: enkel voor een kind (belongsTo)',
        'D107 proef: describedBy.title: moet een zichtbaar tekst-, getal- of datumveld naast de titel zijn',
        'D107 proef: describedBy.centre: moet een zichtbaar tekst-, getal- of datumveld naast de titel zijn',
      ]),
    );
  });
  it('refuses a download action whose code answers a record, and a record action whose code answers a file', () => {
    const d = declare({ name: 'proef', path: '/proef', fields, title: 'title', list, access: { list: SEC, lijst: SEC, kopie: SEC }, actions: { lijst: { download: true }, kopie: {} } });
    const file = { download: async () => ({ name: 'x.xlsx', contentType: 'application/octet-stream', body: Buffer.alloc(0) }) };
    const record = { run: async () => ({}) };
    expect(checkResources([serve(d, { actions: { lijst: record, kopie: file } })])).toEqual(
      expect.arrayContaining(['D116 proef: actions.lijst: een download vraagt een download() aan de serverkant', 'D117 proef: actions.kopie: de serverkant geeft een bestand, maar de actie is geen download']),
    );
    expect(checkResources([serve(d, { actions: { lijst: file, kopie: record } })]).filter((p) => p.includes('actions.'))).toEqual([]);
  });

  it('fails the start-up check on every typo the types catch as well, for `npm start` runs what `npm test` refuses', () => {
    const base = { name: 'proef', path: '/proef', fields, title: 'title', list, access: { list: SEC }, queue } as const;
    // What tsx runs without a type check: each declaration with one typo, and the option the check names.
    const typos: [Record<string, unknown>, string][] = [
      [{ title: 'titel' }, 'D001 proef: title: titel is geen veld van de declaratie'],
      [{ list: { ...list, columns: ['titel'] } }, 'D002 proef: list.columns: titel is geen veld van de declaratie'],
      [{ list: { ...list, filters: [{ name: 'x', field: 'stauts', op: 'eq' }] } }, 'D004 proef: list.filters.x: stauts is geen veld van de declaratie'],
      [{ access: { list: SEC, craete: SEC } }, 'D024 proef: access.craete: geen actie, overgang of eigen actie'],
      [{ access: { list: ['SECRETARIAT'] } }, 'D025 proef: access.list: SECRETARIAT is geen rol'],
      [{ queue: { ...queue, initial: 'NIEW' } }, 'D015 proef: queue.initial: NIEW is geen toestand van status (NIEUW, KLAAR)'],
      [{ queue: { ...queue, transitions: { afronden: { ...queue.transitions.afronden, to: 'KLAR' } } } }, 'D018 proef: queue.transitions.afronden.to: KLAR is geen toestand van status (NIEUW, KLAAR)'],
      [{ editableIn: { states: ['NIUEW'], bypass: SEC } }, 'D021 proef: editableIn.states: NIUEW is geen toestand van status (NIEUW, KLAAR)'],
      [{ ownership: { scope: 'legalEntity', field: 'owner', bypass: SEC } }, 'D007 proef: ownership.field: owner is geen veld van de declaratie'],
      [{ rules: [{ kind: 'unique', field: 'titel' }] }, 'D009 proef: rules.unique: titel is geen veld van de declaratie'],
      [{ icon: 'Schol' }, 'D027 proef: icon: Schol is geen menu-icoon'],
    ];
    for (const [typo, named] of typos) {
      const problems = checkResources([serve(declare({ ...base, ...typo } as never), {})]);
      expect(problems.find((p) => p.startsWith(named)), `${JSON.stringify(typo)}: ${problems.join(' | ')}`).toBeDefined();
    }
    // The same declaration without a typo has none of these problems.
    const clean = checkResources([serve(declare(base), {})]);
    for (const [, named] of typos) expect(clean.filter((p) => p.startsWith(named))).toEqual([]);
  });
});
