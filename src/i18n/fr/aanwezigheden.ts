import { MAX_ATTENDANCE_LINES } from '../../../domain/rules/attendance';
import { skipReasonTexts } from '../../../domain/texts/attendance.fr';

/** A course's attendance tab (SPEC §2 /bijscholing/cursussen/{id}/aanwezigheden). */
export const attendanceMessages = {
  aanwezigheden: {
    files_title: 'Listes de la formation',
    credit_title: 'Enregistrer les médecins vétérinaires présents',
    credit_intro:
      "Chaque médecin vétérinaire que vous enregistrez reçoit les points de cette formation (%{points}), approuvés dans ses points de formation continue, ainsi qu'un e-mail.",
    points: '%{points} point |||| %{points} points',
    paste_label: "Numéros d'Ordre",
    paste_hint: `Un par ligne, ou séparés par des virgules, des espaces ou des points-virgules ; les lignes vides ne comptent pas. ${MAX_ATTENDANCE_LINES.toLocaleString('fr-BE')} au maximum à la fois.`,
    preview: 'Vérifier la liste',
    or_file: 'Ou chargez la liste sous forme de classeur Excel ou de fichier texte avec points-virgules, créé à partir du modèle :',
    choose_file: 'Choisir un fichier',
    template: 'Télécharger le modèle (.xlsx)',
    template_done: 'Le modèle a été téléchargé.',
    template_progress: 'Téléchargement du modèle : %{kb} ko reçus',
    preview_title: "Vérifier avant l'enregistrement",
    preview_summary: '%{accepted} ligne sur %{total} sera enregistrée. |||| %{accepted} lignes sur %{total} seront enregistrées.',
    column_line: 'Ligne',
    column_number: "Numéro d'Ordre",
    column_name: 'Nom',
    column_result: 'Résultat',
    column_passed: 'Réussi',
    taken: 'Sera enregistré',
    passed_for: "%{name} a réussi le test d'évaluation",
    confirm: 'Confirmer et enregistrer (%{count})',
    cancel: 'Annuler',
    nothing_to_confirm: 'Aucune ligne ne peut être enregistrée.',
    done: '%{count} médecin(s) vétérinaire(s) enregistré(s).',
    done_skipped: '%{count} médecin(s) vétérinaire(s) enregistré(s) ; %{skipped} non enregistré(s) (voir ci-dessous).',
    credited_title: 'Enregistrés (%{count})',
    credited_empty: "Personne n'a encore été enregistré pour cette formation.",
    credited_by: 'Par',
    credited_at: 'Le',
    yes: 'Oui',
    no: 'Non',
    reasons: skipReasonTexts,
  },
};
