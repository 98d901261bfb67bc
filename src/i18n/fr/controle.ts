import { controlColumns } from '../../../domain/texts/control.fr';

/** The control list of continuing education (SPEC §2 /bijscholing/controle). */
export const controlMessages = {
  controle: {
    title: 'Liste de contrôle de la formation continue',
    period: 'Période',
    period_option: '%{start} – %{end} (%{points} points)',
    period_active: '%{start} – %{end} (%{points} points, active)',
    no_periods: "Il n'y a pas encore de période.",
    docontrol: 'Uniquement ceux qui ont trop peu de points',
    min: 'Points minimum',
    max: 'Points maximum',
    username: "Numéro d'Ordre",
    columns: controlColumns,
    yes: 'Oui',
    no: 'Non',
    empty: 'Aucun membre trouvé pour ces filtres.',
    points_of: '%{name} : voir les points',
    export: 'Exporter vers Excel',
    exporting: 'Exportation en cours : %{kb} ko reçus',
    exported: 'La liste de contrôle a été téléchargée.',
    export_failed: "L'exportation vers Excel a échoué.",
  },
};
