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
      translations: { fr: 'Service de garde général', en: 'General on-call service' },
    },
    {
      codedetail: 'SPECIALIST',
      description: 'Specialistische wachtdienst',
      translations: { fr: 'Service de garde spécialisé', en: 'Specialist on-call service' },
    },
    {
      codedetail: 'SPOED',
      description: 'Spoedkliniek',
      translations: { fr: "Clinique d'urgence", en: 'Emergency clinic' },
    },
    {
      codedetail: 'GEZEL',
      description: 'Wachtdienst gezelschapsdieren',
      translations: { fr: 'Service de garde animaux de compagnie', en: 'Companion animal on-call service' },
    },
    {
      codedetail: 'LANDBOUW',
      description: 'Wachtdienst landbouwhuisdieren',
      translations: { fr: 'Service de garde animaux de rente', en: 'Farm animal on-call service' },
    },
    {
      codedetail: 'PAARD',
      description: 'Wachtdienst paarden',
      translations: { fr: 'Service de garde équine', en: 'Equine on-call service' },
    },
    {
      codedetail: 'NOODSLACHT',
      description: 'Wachtdienst noodslachtingen (keuring)',
      translations: { fr: "Service de garde abattages d'urgence (expertise)", en: 'Emergency slaughter inspection on-call service' },
    },
  ],
};

/** VRIJSTELLING_STATUS — status van een aanvraag tot vrijstelling (bv. van wachtdienst of bijscholingsplicht). */
export const vrijstellingStatus: CodelistSeed = {
  code: 'VRIJSTELLING_STATUS',
  description: 'Status van een vrijstellingsaanvraag',
  translations: { fr: "Statut d'une demande de dispense" },
  items: [
    { codedetail: 'REQ', description: 'Aangevraagd', translations: { fr: 'Demandée', en: 'Requested' } },
    { codedetail: 'APP', description: 'Goedgekeurd', translations: { fr: 'Approuvée', en: 'Approved' } },
    { codedetail: 'DEC', description: 'Afgekeurd', translations: { fr: 'Refusée', en: 'Declined' } },
  ],
};
