import { declare } from '../../../domain/declare/declaration';
import { texts } from '../../../domain/declare/texts';
import { OPL, SEC, SEC_OPL } from '../../../domain/roles';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { serve } from '../../../server/generator/part';

/**
 * Room requests, a small queue as a newcomer would add it: a provider asks for a training location
 * on a day, the secretariat grants or refuses it (with a reason). Its three parts: this declaration,
 * the migration `npm run declare:sql zaalaanvragen` drafts, and its texts.
 */
export const zaalaanvragen = declare({
  name: 'zaalaanvragen',
  path: '/bijscholing/zaalaanvragen',
  fields: {
    locatie: { kind: 'reference', resource: 'locaties', required: true },
    locatieName: { kind: 'text', max: 100, from: { titleOf: 'locatie' } },
    day: { kind: 'date', required: true },
    start: { kind: 'time', required: true },
    end: { kind: 'time', required: true },
    persons: { kind: 'number', min: 1, max: 1000, decimals: 0, required: true },
    // The secretariat's own note on a request: the provider reads it, never writes it.
    note: { kind: 'text', max: 200, writers: SEC },
    status: { kind: 'choice', options: ['AANGEVRAAGD', 'TOEGEKEND', 'GEWEIGERD'], readOnly: true, required: true },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true, required: true },
    organisation: { kind: 'text', max: 200, from: { titleOf: 'legalEntityId' } },
  },
  title: 'locatieName',
  list: {
    columns: ['day', 'locatieName', 'organisation', 'persons', 'status'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    sort: { field: 'day', order: 'DESC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: OPL, edit: SEC_OPL, delete: OPL },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  editableIn: { states: ['AANGEVRAAGD'], bypass: SEC },
  deletableIn: ['AANGEVRAAGD'],
  rules: [{ kind: 'order', start: 'start', end: 'end' }],
  queue: {
    state: 'status',
    initial: 'AANGEVRAAGD',
    defaultFilter: 'AANGEVRAAGD',
    transitions: {
      toekennen: { from: ['AANGEVRAAGD'], to: 'TOEGEKEND', roles: SEC, comment: 'optional' },
      weigeren: { from: ['AANGEVRAAGD'], to: 'GEWEIGERD', roles: SEC, comment: 'required' },
    },
  },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
  icon: 'MeetingRoom',
});

export const zaalaanvragenResource = serve(zaalaanvragen, {});

export const zaalaanvragenTexts = texts(zaalaanvragen, {
  name: 'Zaalaanvraag |||| Zaalaanvragen',
  new: 'Nieuwe zaalaanvraag',
  empty: 'Er zijn geen zaalaanvragen.',
  fields: {
    locatie: 'Locatie',
    locatieName: 'Locatie',
    day: 'Dag',
    start: 'Beginuur',
    end: 'Einduur',
    persons: 'Aantal personen',
    note: 'Notitie van het secretariaat',
    status: 'Status',
    legalEntityId: 'Organisatie',
    organisation: 'Organisatie',
  },
  choices: { status: { AANGEVRAAGD: 'Aangevraagd', TOEGEKEND: 'Toegekend', GEWEIGERD: 'Geweigerd' } },
  tabs: { detail: 'Aanvraag', historiek: 'Historiek' },
  history: { toekennen: 'Toegekend', weigeren: 'Geweigerd' },
});
