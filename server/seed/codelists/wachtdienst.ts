import type { CodelistSeed } from './types';

/** WACHTDIENST_TYPE — soorten wachtdiensten. SPECIALIST is een vaste code waarop de applicatie rekent. */
export const wachtdienstType: CodelistSeed = {
  code: 'WACHTDIENST_TYPE',
  description: 'Types wachtdienst',
  translations: { fr: 'Types de service de garde' },
  items: [
    {
      codedetail: 'ALGEMEEN',
      description: 'Algemene wachtdienst',
      translations: { fr: 'Service de garde général' },
    },
    {
      codedetail: 'SPECIALIST',
      description: 'Specialistische wachtdienst',
      translations: { fr: 'Service de garde spécialisé' },
    },
    {
      codedetail: 'SPOED',
      description: 'Spoedkliniek',
      translations: { fr: "Clinique d'urgence" },
    },
    {
      codedetail: 'GEZEL',
      description: 'Wachtdienst gezelschapsdieren',
      translations: { fr: 'Service de garde animaux de compagnie' },
    },
    {
      codedetail: 'LANDBOUW',
      description: 'Wachtdienst landbouwhuisdieren',
      translations: { fr: 'Service de garde animaux de rente' },
    },
    {
      codedetail: 'PAARD',
      description: 'Wachtdienst paarden',
      translations: { fr: 'Service de garde équine' },
    },
    {
      codedetail: 'NOODSLACHT',
      description: 'Wachtdienst noodslachtingen (keuring)',
      translations: { fr: "Service de garde abattages d'urgence (expertise)" },
    },
  ],
};

/** VRIJSTELLING_STATUS — status van een aanvraag tot vrijstelling (bv. van wachtdienst of bijscholingsplicht). */
export const vrijstellingStatus: CodelistSeed = {
  code: 'VRIJSTELLING_STATUS',
  description: 'Status van een vrijstellingsaanvraag',
  translations: { fr: "Statut d'une demande de dispense" },
  items: [
    { codedetail: 'REQ', description: 'Aangevraagd', translations: { fr: 'Demandée' } },
    { codedetail: 'APP', description: 'Goedgekeurd', translations: { fr: 'Approuvée' } },
    { codedetail: 'DEC', description: 'Afgekeurd', translations: { fr: 'Refusée' } },
  ],
};
