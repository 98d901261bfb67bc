import { auditActions, auditColumns, auditSubjects } from '../../../domain/texts/audit.fr';

/** The secretariat's logbook of the audit trail (/logboek). */
export const logbookMessages = {
  logboek: {
    title: 'Journal',
    intro: 'Chaque décision et chaque modification de données, avec son auteur et sa date. Le journal ne peut pas être modifié.',
    all: 'Tous',
    filters: { wie: "Par (nom d'utilisateur)", soort: 'Type', record: 'Numéro', handeling: 'Opération', van: 'Du', tot: 'Au (inclus)' },
    open: 'Ouvrir %{id} (%{subject})',
    more: 'et 1 autre champ |||| et %{smart_count} autres champs',
    becomes: 'devient',
    empty: 'Aucune ligne trouvée pour ces filtres.',
    loading: 'Chargement du journal',
    export: 'Exporter vers Excel',
    exporting: 'Exportation en cours : %{kb} ko reçus',
    exported: 'Le journal a été téléchargé.',
    export_failed: "L'exportation vers Excel a échoué.",
    chain: 'Tête de la chaîne : n° %{volgnummer}, %{hash}…',
    chain_copy: "Copier l'empreinte complète",
    columns: auditColumns,
    subjects: auditSubjects,
    actions: auditActions,
  },
};
