/** The French texts of the personal calendar feed (GET /agenda/{token}.ics), as the vet's calendar app shows them. */
export const agendaTexts = {
  calendarName: 'Ordre des Médecins Vétérinaires',
  calendarDescription:
    'Vos services de garde et les formations pour lesquelles vous avez enregistré des points ou que vous avez ajoutées à votre agenda, depuis le portail des membres.',
  // A name that says it is one ("Wachtdienst Gent-Zuid", "Garde de Namur": the services name themselves in either language) is not told so twice.
  service: (name: string, active: boolean) =>
    `${/garde|wachtdienst/i.test(name) ? name : `Service de garde ${name}`} (${active ? 'membre actif' : 'membre passif'})`,
  serviceJoined: 'Ce jour-là, vous avez rejoint le service de garde.',
  telephone: (value: string) => `Téléphone : ${value}`,
  website: (value: string) => `Site web : ${value}`,
  course: (title: string) => `Formation continue : ${title}`,
  online: 'Formation continue en ligne',
  pointsLink: 'Vos points : ',
  /** A course put in the agenda: its sheet in the portal. */
  courseLink: 'Programme et orateurs : ',
} as const;
