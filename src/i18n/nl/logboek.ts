import { auditActions, auditColumns, auditSubjects } from '../../../domain/texts/audit.nl';

/** The secretariat's logbook of the audit trail (/logboek). */
export const logbookMessages = {
  logboek: {
    title: 'Logboek',
    intro: 'Elke beslissing en elke wijziging van gegevens, met wie ze nam en wanneer. Het logboek kan niet gewijzigd worden.',
    all: 'Alle',
    filters: { wie: 'Door (gebruikersnaam)', soort: 'Soort', record: 'Nummer', handeling: 'Handeling', van: 'Van', tot: 'Tot en met' },
    open: '%{id} openen (%{subject})',
    more: 'en nog 1 ander veld |||| en nog %{smart_count} andere velden',
    becomes: 'wordt',
    empty: 'Geen regels gevonden voor deze filters.',
    loading: 'Het logboek wordt geladen',
    export: 'Exporteren naar Excel',
    exporting: 'Bezig met exporteren: %{kb} kB ontvangen',
    exported: 'Het logboek werd gedownload.',
    export_failed: 'De export naar Excel is mislukt.',
    chain: 'Kop van de keten: nr. %{volgnummer}, %{hash}…',
    chain_copy: 'Volledige hash kopiëren',
    columns: auditColumns,
    subjects: auditSubjects,
    actions: auditActions,
  },
};
