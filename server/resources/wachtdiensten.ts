import { z } from 'zod';
import wachtdiensten from '../../domain/resources/wachtdiensten';
import { PROVINCE_NIS_PREFIXES } from '../../domain/rules/wachtdiensten';
import { V } from '../../domain/validation';
import { callerLanguage } from '../callerLanguage';
import { fieldError } from '../errors';
import { XLSX } from '../files/binary';
import { changeRecord } from '../generator/api';
import { memberNamed } from '../generator/helpers/names';
import { serve } from '../generator/part';
import { memberLines } from '../repositories/wachtdiensten';
import { membersWorkbook } from '../services/membersWorkbook';

export default serve(wachtdiensten, {
  filters: {
    // SPEC §2's municipality filter by province: any of the service's municipalities (NIS codes) in it.
    provincie: {
      schema: z.enum(Object.keys(PROVINCE_NIS_PREFIXES) as [string, ...string[]], { error: V.select }),
      where: (value, { t }) =>
        value === undefined
          ? []
          : [[`EXISTS (SELECT 1 FROM unnest(${t.column('cities')}) AS c WHERE c LIKE ANY(?))`, PROVINCE_NIS_PREFIXES[value as string]!.map((p) => `${p}%`)]],
    },
  },
  // A service made by the product (an approval, the demo) names its responsible person in full.
  hooks: { beforeChange: [memberNamed('responsible', 'responsibleName')] },
  actions: {
    'set-responsible': {
      run: async ({ q, record, body, find, request }) => {
        const member = await find('wachtdienstleden', body.id);
        // Only someone who belongs to the service can answer for it.
        if (!member || member.wachtdienstId !== record.id) throw fieldError('id', V.select);
        return changeRecord(q, request, wachtdiensten, record, { responsible: member.ordenummer, responsibleName: member.name }, 'set-responsible');
      },
    },
    'members-export': {
      download: async ({ q, record, request }) => ({
        ...(await membersWorkbook(String(record.name), await memberLines(q, Number(record.id)), callerLanguage(request))),
        contentType: XLSX,
      }),
    },
  },
  volume: 2000,
  sample: { telephone: '09 123 45 67', type: 'ALGEMEEN', responsible: 'N1001', active: true },
  // Services of several types, with their people (wachtdienstleden), in the demo vets' region.
  demo: () => [
    {
      name: 'Wachtdienst Gent-Zuid',
      telephone: '09 222 33 44',
      website: 'https://wachtdienst-gent-zuid.be',
      type: 'GEZEL',
      diersoorten: ['GEZEL', 'KNAAG'],
      cities: ['44021', '44088'],
      info: 'Weekends en feestdagen van 8 tot 20 uur.',
      responsible: 'N1001',
      active: true,
      // A service with a past: approved a year ago, its number changed, a new responsible, a member who left.
      $history: [
        { action: 'create', by: 'secretariaat', daysAgo: 400 },
        { action: 'update', by: 'secretariaat', daysAgo: 200, before: { telephone: '09 222 33 00' }, after: { telephone: '09 222 33 44' } },
        { action: 'set-responsible', by: 'secretariaat', daysAgo: 120, after: { responsible: 'N1001', responsibleName: 'Pieter Janssens' } },
        {
          action: 'uitschrijven',
          by: 'N1003',
          daysAgo: 30,
          before: { member: 'Els Claes', ordenummer: 'N1003' },
          after: { comment: 'Ik verhuis naar Antwerpen en sluit daar aan bij een wachtdienst.' },
        },
      ],
    },
    {
      name: 'Paardenkliniek wachtdienst Vlaams-Brabant',
      telephone: '016 44 55 66',
      type: 'SPECIALIST',
      diersoorten: ['PAARD'],
      disciplines: ['HEELK', 'SPOED'],
      cities: ['24062'],
      responsible: 'N1004',
      active: true,
    },
    {
      name: 'Landbouwhuisdieren regio Antwerpen',
      website: 'https://wachtdienst-landbouw-antwerpen.be',
      type: 'LANDBOUW',
      diersoorten: ['RUND', 'VARKEN', 'KLHERK'],
      cities: ['11002', '11008'],
      responsible: 'N1004',
      active: true,
    },
    // The French-speaking vet's service, in Brussels: its texts in its members' language.
    {
      name: 'Garde vétérinaire Bruxelles-Sud',
      telephone: '02 538 12 34',
      type: 'GEZEL',
      diersoorten: ['GEZEL'],
      cities: ['21013', '21007'],
      info: 'Les soirs de semaine de 19 h à 23 h, sur rendez-vous par téléphone.',
      responsible: 'N1007',
      active: true,
    },
    {
      name: 'Spoedkliniek Brugge (gestopt)',
      telephone: '050 11 22 33',
      type: 'SPOED',
      diersoorten: ['GEZEL'],
      cities: ['31005'],
      responsible: 'N1001',
      active: false,
    },
  ],
});
