/**
 * The day parts and categories of course items the product brings, each named in Dutch and in
 * French (the Order's Belgian French). The demo data makes them; the product's start fills in the
 * French of an install from before the French names (ensureReferenceNames in ./demo.ts).
 */
export const productDayParts = [
  { code: 'VM', description: 'Voormiddag', description_fr: 'Matinée', meerdags: false },
  { code: 'NM', description: 'Namiddag', description_fr: 'Après-midi', meerdags: false },
  { code: 'AV', description: 'Avond', description_fr: 'Soirée', meerdags: false },
  { code: 'DAG', description: 'Volledige dag', description_fr: 'Journée complète', meerdags: false },
  { code: 'MEERDAGS', description: 'Meerdaagse opleiding', description_fr: 'Formation de plusieurs jours', meerdags: true },
] as const;

export const productCategories = [
  { code: 'LEZ', description: 'Lezing of voordracht', description_fr: 'Exposé ou conférence', type: 'ebpcursussen', duur: 1 },
  { code: 'WS', description: 'Workshop met praktijkoefeningen', description_fr: 'Atelier avec exercices pratiques', type: 'ebpcursussen', duur: 3 },
  { code: 'PRACT', description: 'Practicum in kleine groep', description_fr: 'Travaux pratiques en petit groupe', type: 'bpcursussen', duur: 4 },
  { code: 'WEB', description: 'Webinar (live online)', description_fr: 'Webinaire (en direct, en ligne)', type: 'bpcursussen', duur: 1.5 },
  { code: 'CONGR', description: 'Congres of studiedag', description_fr: "Congrès ou journée d'étude", type: 'ebpcursussen', duur: 7 },
  { code: 'PEER', description: 'Intercollegiaal overleg', description_fr: 'Concertation entre confrères', type: 'peerreview', duur: 2 },
] as const;
