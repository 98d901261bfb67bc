/** The Dutch texts of the personal calendar feed (GET /agenda/{token}.ics), as the vet's calendar app shows them. */
export const agendaTexts = {
  calendarName: 'Orde der Dierenartsen',
  calendarDescription: 'Uw wachtdiensten en de bijscholingen waarvoor u punten registreerde of die u in uw agenda zette, uit het ledenportaal.',
  // A name that says it is one ("Wachtdienst Gent-Zuid", "Paardenkliniek wachtdienst ...") is not told so twice.
  service: (name: string, active: boolean) => `${/wachtdienst/i.test(name) ? name : `Wachtdienst ${name}`} (${active ? 'actief lid' : 'passief lid'})`,
  serviceJoined: 'Op deze dag werd u lid van de wachtdienst.',
  telephone: (value: string) => `Telefoon: ${value}`,
  website: (value: string) => `Website: ${value}`,
  course: (title: string) => `Bijscholing: ${title}`,
  online: 'Online bijscholing',
  pointsLink: 'Uw punten: ',
  /** A course put in the agenda: its sheet in the portal. */
  courseLink: 'Programma en sprekers: ',
} as const;
