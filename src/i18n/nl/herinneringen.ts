/** The reminders the portal sends by itself (/herinneringen). */
export const reminderMessages = {
  herinneringen: {
    title: 'Herinneringen',
    intro:
      'Het portaal herinnert leden één keer per gelegenheid: wie te weinig bijscholingspunten heeft (90 en 30 dagen voor het einde van de periode), wie nog niet stemde (de dag voor de stemming sluit), wie zijn vrijstelling ziet aflopen, en opleidingsverstrekkers wier evaluatietoets een week na de cursus ontbreekt. De teksten zijn mailsjablonen.',
    occasions: { punten: 'Bijscholingspunten', stemmen: 'Stemmen', vrijstelling: 'Vrijstelling', evaluatie: 'Evaluatietoets' },
    occasion: 'Gelegenheid',
    planned: 'Nu te versturen',
    sent: 'Verstuurd',
    last: 'Laatst verstuurd',
    never: 'Nog nooit',
    chart: 'Herinneringen per gelegenheid: nu te versturen en verstuurd',
    per_occasion: 'Herinneringen per gelegenheid',
    run: 'Nu versturen',
    queued_none: 'Geen nieuwe herinneringen: wie er een moest krijgen, kreeg ze al.',
    queued: '1 herinnering in de mailwachtrij gezet. |||| %{smart_count} herinneringen in de mailwachtrij gezet.',
    runs: 'Laatste rondes',
    at: 'Tijdstip',
    kind: 'Soort ronde',
    counts: 'In de wachtrij gezet',
    scheduled: 'Dagelijks',
    manual: 'Op vraag',
    nothing: 'Niets te versturen',
    no_runs: 'Er liep nog geen ronde.',
    days: 'dagen',
    loading: 'De herinneringen worden geladen',
  },
};
