import { declare } from '../../domain/declare/declaration';
import { registerDeclarations } from '../../domain/declare/registry';
import { texts } from '../../domain/declare/texts';
import { SEC, SEC_OPL } from '../../domain/roles';
import { registerTexts } from '../../domain/texts/registry';
import { nlMessages } from '../../src/i18n/nl';
import { fakeDataProvider, fn } from './admin';

/**
 * Test-only resources that hold one field of every kind (and a derived field of every `from`, a
 * text of every format), a list filter of every op, and two queues: `proefvelden`, whose state is a
 * `choice`, and `proefkeuringen`, whose state is a `code` with its `options` and which is titled by a date.
 * Raw codes and Dutch texts differ everywhere, so a screen that shows a raw value is caught.
 */
export const proefsoorten = declare({
  name: 'proefsoorten',
  path: '/proef/soorten',
  fields: { name: { kind: 'text', max: 40, required: true }, code: { kind: 'text', max: 5 } },
  title: 'name',
  list: { columns: ['name', 'code'], sort: { field: 'name', order: 'ASC' }, pageSize: 10 },
  access: { list: SEC_OPL },
});

export const proefvelden = declare({
  name: 'proefvelden',
  path: '/proef/velden',
  fields: {
    title: { kind: 'text', max: 40, required: true },
    html: { kind: 'text', max: 2000, format: 'html', required: true },
    website: { kind: 'text', max: 200, format: 'url' },
    email: { kind: 'text', max: 200, format: 'email', required: true },
    postcode: { kind: 'text', max: 4, pattern: { regex: /^\d{4}$/, example: '9000' } },
    params: { kind: 'choices', options: ['NAAM', 'DAG'], required: true },
    subject: { kind: 'text', max: 200, placeholders: 'params', required: true },
    note: { kind: 'text', max: 500, long: true },
    firstName: { kind: 'text', max: 40 },
    lastName: { kind: 'text', max: 40 },
    fullName: { kind: 'text', max: 81, from: { join: ['firstName', 'lastName'] } },
    amount: { kind: 'number', min: 0, max: 100000, decimals: 2, required: true },
    count: { kind: 'number', min: 0, max: 10, decimals: 0 },
    day: { kind: 'date', required: true },
    start: { kind: 'time', required: true },
    meeting: { kind: 'datetime' },
    created: { kind: 'datetime', readOnly: true },
    urgent: { kind: 'flag' },
    active: { kind: 'flag', wire: 'number' },
    species: { kind: 'code', codelist: 'PROEFSOORT', required: true },
    kinds: { kind: 'codes', codelist: 'PROEFSOORT', required: true },
    size: { kind: 'choice', options: ['KLEIN', 'GROOT'], required: true },
    soort: { kind: 'reference', resource: 'proefsoorten', required: true },
    soortName: { kind: 'text', max: 40, from: { titleOf: 'soort' } },
    soortCode: { kind: 'text', max: 5, from: { via: 'soort', field: 'code' } },
    others: { kind: 'references', resource: 'proefsoorten', required: true },
    person: { kind: 'reference', resource: 'personen', fills: { firstName: 'firstname', lastName: 'lastname' }, required: true },
    personName: { kind: 'text', max: 81, from: { titleOf: 'person' } },
    contact: { kind: 'reference', resource: 'contacts', required: true },
    contactName: { kind: 'text', max: 81, from: { titleOf: 'contact' } },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true, required: true },
    organisation: { kind: 'text', max: 200, from: { titleOf: 'legalEntityId' } },
    attachment: { kind: 'file' },
    attachmentName: { kind: 'text', max: 255, from: { fileName: 'attachment' } },
    total: { kind: 'number', min: 0, max: 1000000, decimals: 2, from: { sum: 'amount', of: 'proefregels' } },
    lines: { kind: 'number', min: 0, max: 1000, decimals: 0, from: { count: 'proefregels' } },
    position: { kind: 'number', min: 0, max: 100, decimals: 0, hidden: true },
    status: { kind: 'choice', options: ['NIEUW', 'OK', 'NOK'], readOnly: true, required: true },
  },
  title: 'title',
  list: {
    columns: [
      'title',
      'website',
      'amount',
      'count',
      'day',
      'start',
      'meeting',
      'urgent',
      'active',
      'species',
      'kinds',
      'size',
      'params',
      'soort',
      'others',
      'personName',
      'contact',
      'organisation',
      'attachment',
      'total',
      'lines',
      'fullName',
      'status',
    ],
    filters: [
      { name: 'status', field: 'status', op: 'eq', alwaysOn: true },
      { name: 'grootte', field: 'size', op: 'eq', alwaysOn: true },
      { name: 'titel', field: 'title', op: 'contains' },
      { name: 'vanaf', field: 'day', op: 'from' },
      { name: 'minimum', field: 'amount', op: 'from' },
      { name: 'uur', field: 'start', op: 'eq' },
      { name: 'sinds', field: 'meeting', op: 'from' },
      { name: 'dringend', field: 'urgent', op: 'eq' },
      { name: 'diersoort', field: 'species', op: 'eq' },
      { name: 'diersoorten', field: 'kinds', op: 'eq' },
      { name: 'parameter', field: 'params', op: 'eq' },
      { name: 'soort', field: 'soort', op: 'eq' },
      { name: 'andere', field: 'others', op: 'eq' },
    ],
    search: ['title', 'note'],
    sort: { field: 'day', order: 'DESC' },
    pageSize: 10,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC, export: SEC, upload: SEC },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'NIEUW',
    transitions: {
      goedkeuren: { from: ['NIEUW'], to: 'OK', roles: SEC, comment: 'optional' },
      afkeuren: { from: ['NIEUW'], to: 'NOK', roles: SEC, comment: 'required' },
    },
  },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
});

/** A child of proefvelden, for its `sum` and `count`. */
export const proefregels = declare({
  name: 'proefregels',
  path: '/proef/regels',
  fields: { parent: { kind: 'reference', resource: 'proefvelden', required: true }, amount: { kind: 'number', min: 0, max: 1000, decimals: 2 } },
  title: 'amount',
  list: { columns: ['amount'], sort: { field: 'amount', order: 'ASC' }, pageSize: 10 },
  access: { list: SEC },
  belongsTo: { resource: 'proefvelden', field: 'parent' },
});

export const proefkeuringen = declare({
  name: 'proefkeuringen',
  path: '/proef/keuringen',
  fields: {
    day: { kind: 'date', required: true },
    name: { kind: 'text', max: 40, required: true },
    status: { kind: 'code', codelist: 'PROEFSTATUS', options: ['NIEUW', 'OK'], readOnly: true, required: true },
  },
  title: 'day',
  list: {
    columns: ['day', 'name', 'status'],
    filters: [
      { name: 'status', field: 'status', op: 'eq', alwaysOn: true },
      { name: 'tot', field: 'day', op: 'until' },
    ],
    sort: { field: 'day', order: 'DESC' },
    pageSize: 10,
  },
  access: { list: SEC, create: SEC, edit: SEC },
  queue: { state: 'status', initial: 'NIEUW', defaultFilter: 'NIEUW', transitions: { afsluiten: { from: ['NIEUW'], to: 'OK', roles: SEC, comment: 'none' } } },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
});

const soortenTexts = texts(proefsoorten, { name: 'Soort |||| Soorten', empty: 'Geen soorten.', fields: { name: 'Naam', code: 'Code' } });
const regelsTexts = texts(proefregels, { name: 'Regel |||| Regels', empty: 'Geen regels.', fields: { parent: 'Veld', amount: 'Bedrag' } });
const veldenTexts = texts(proefvelden, {
  name: 'Proefveld |||| Proefvelden',
  new: 'Nieuw proefveld',
  empty: 'Er zijn geen proefvelden.',
  fields: {
    ...{
      title: 'Titel',
      html: 'Inhoud',
      website: 'Website',
      email: 'E-mailadres',
      postcode: 'Postcode',
      params: 'Parameters',
      subject: 'Onderwerp',
      note: 'Notitie',
    },
    ...{ firstName: 'Voornaam', lastName: 'Familienaam', fullName: 'Volledige naam', amount: 'Bedrag', count: 'Aantal', day: 'Dag', start: 'Beginuur' },
    ...{ meeting: 'Vergadering', created: 'Aangemaakt', urgent: 'Dringend', active: 'Actief', species: 'Diersoort', kinds: 'Diersoorten', size: 'Grootte' },
    ...{
      soort: 'Soort',
      soortName: 'Naam van de soort',
      soortCode: 'Code van de soort',
      others: 'Andere soorten',
      person: 'Dierenarts',
      personName: 'Naam dierenarts',
    },
    ...{ contact: 'Contactpersoon', contactName: 'Naam contactpersoon', legalEntityId: 'Organisatie', organisation: 'Naam organisatie', attachment: 'Bijlage' },
    ...{ attachmentName: 'Naam bijlage', total: 'Totaal', lines: 'Regels', position: 'Positie', status: 'Status', q: 'Zoeken' },
  },
  choices: { params: { NAAM: 'Naam', DAG: 'Dag' }, size: { KLEIN: 'Klein', GROOT: 'Groot' }, status: { NIEUW: 'Nieuw', OK: 'Goedgekeurd', NOK: 'Afgekeurd' } },
  tabs: { detail: 'Gegevens', historiek: 'Historiek' },
  history: { goedkeuren: 'Goedgekeurd', afkeuren: 'Afgekeurd' },
});
const keuringenTexts = texts(proefkeuringen, {
  name: 'Keuring |||| Keuringen',
  new: 'Nieuwe keuring',
  empty: 'Er zijn geen keuringen.',
  fields: { day: 'Keuringsdag', name: 'Plaats', status: 'Status' },
  actions: { afsluiten: 'Afsluiten', afsluiten_confirm: 'De keuring van %{title} afsluiten?' },
  tabs: { detail: 'Gegevens', historiek: 'Historiek' },
  history: { afsluiten: 'Afgesloten' },
});

const resources = { proefsoorten: soortenTexts, proefregels: regelsTexts, proefvelden: veldenTexts, proefkeuringen: keuringenTexts };
registerDeclarations([proefsoorten, proefvelden, proefregels, proefkeuringen]);
registerTexts(resources);
/** The catalogue with these resources' texts, as the app's i18n provider has its own. */
export const everyKindMessages = { ...nlMessages, resources: { ...nlMessages.resources, ...resources } };

const item = (id: number, codedetail: string, description: string, active: 0 | 1 = 1) => ({ id, iddiccodedetail: id, codedetail, description, active });
export const CODELISTS: Record<string, ReturnType<typeof item>[]> = {
  PROEFSOORT: [item(1, 'HND', 'Hond'), item(2, 'KT', 'Kat'), item(3, 'PRD', 'Paard', 0)],
  PROEFSTATUS: [item(4, 'NIEUW', 'Ingediend'), item(5, 'OK', 'Afgesloten')],
};
export const SOORTEN = [
  { id: 11, name: 'Rund', code: 'RND' },
  { id: 12, name: 'Schaap', code: 'SCH' },
];
export const VELD = {
  ...{ id: 7, title: 'Eerste veld', html: '<p>Hallo <b>wereld</b></p>', website: 'www.dierenartsen.be', email: 'info@dierenartsen.be', postcode: '9000' },
  ...{ params: ['NAAM'], subject: 'Beste {{NAAM}}', note: 'Een langere notitie', firstName: 'An', lastName: 'Peeters', fullName: 'An Peeters' },
  ...{ amount: 1234.5, count: 3, day: '2027-03-01', start: '09:30', meeting: '2027-03-02T08:15:00Z', created: '2027-02-27T10:00:00Z', urgent: true, active: 0 },
  ...{ species: 'HND', kinds: ['HND', 'PRD'], size: 'GROOT', soort: 11, soortName: 'Rund', soortCode: 'RND', others: [11, 12] },
  ...{ person: 101, personName: 'Sofie Peeters', contact: 5, contactName: 'Jan Janssens', legalEntityId: 3, organisation: 'Kliniek De Linde' },
  ...{ attachment: 9, attachmentName: 'verslag.pdf', total: 12.75, lines: 2, position: 4, status: 'NIEUW' },
};
export const KEURING = { id: 5, day: '2027-04-30', name: 'Stal', status: 'NIEUW' };
/** How each of VELD's values reads on a screen (the raw value, an ISO date or a code never does). */
export const SHOWN = {
  ...{ title: 'Eerste veld', html: 'Hallo wereld', website: 'www.dierenartsen.be', email: 'info@dierenartsen.be', postcode: '9000', params: 'Naam' },
  ...{ subject: 'Beste {{NAAM}}', note: 'Een langere notitie', firstName: 'An', lastName: 'Peeters', fullName: 'An Peeters', amount: '1.234,5', count: '3' },
  ...{ day: '01/03/2027', start: '09:30', meeting: '02/03/2027 09:15', created: '27/02/2027 11:00', urgent: 'Ja', active: 'Nee', species: 'Hond' },
  ...{
    kinds: 'Hond, Paard',
    size: 'Groot',
    soort: 'Rund',
    soortName: 'Rund',
    soortCode: 'RND',
    others: 'RundSchaap',
    person: 'Sofie Peeters',
    personName: 'Sofie Peeters',
  },
  ...{ contact: 'Jan Janssens', contactName: 'Jan Janssens', organisation: 'Kliniek De Linde', attachment: 'verslag.pdf', total: '12,75', lines: '2' },
};
/** Raw values that must never show as such. */
export const RAW = ['2027-03-01', '2027-03-02', '2027-02-27', '2027-04-30', 'HND', 'PRD', 'GROOT', 'NIEUW', '1234.5', '<p>', 'true', 'false'];

const records: Record<string, object[]> = { proefvelden: [VELD], proefkeuringen: [KEURING], proefsoorten: SOORTEN, proefregels: [] };

/** A data provider that answers every read of these resources, and their codelists, counts, history and options. */
export const everyKindProvider = () =>
  fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve({ data: records[resource] ?? [], total: records[resource]?.length ?? 0 })),
    getOne: fn((resource: string) => Promise.resolve({ data: records[resource]![0] })),
    getMany: fn((resource: string, { ids }: { ids: unknown[] }) =>
      Promise.resolve({ data: (records[resource] as { id: unknown }[]).filter((r) => ids.includes(r.id)) }),
    ),
    getPublicCodelist: fn((code: string) => Promise.resolve(CODELISTS[code] ?? [])),
    getStats: fn(() => Promise.resolve({ items: [{ state: 'NIEUW', count: 1 }] })),
    getHistory: fn(() => Promise.resolve({ items: [], size: 0 })),
    getOptions: fn(() => Promise.resolve([{ id: 5, firstname: 'Jan', lastname: 'Janssens' }])),
  });
