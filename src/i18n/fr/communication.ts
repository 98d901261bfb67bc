import type { MailStatus } from '../../../domain/mailTemplates';

/** The mail queue's statuses (domain/mailTemplates holds the Dutch ones). */
const mailStatusLabels: Record<MailStatus, string> = { NEW: 'Nouveau', STOP: 'Arrêté', PROCESSED: 'Traité', ERROR: 'Erreur' };

/** Page templates, mail templates and the mail queue. */
export const communicationMessages = {
  pages: {
    title: 'Modèles de page',
    edit_title: 'Modèle de page %{name}',
    back: 'Retour aux modèles de page',
    search: 'Rechercher par nom',
    last_change: 'Dernière modification le %{date} par %{user}',
    last_change_date: 'Dernière modification le %{date}',
    never_changed: "Pas encore modifié depuis l'installation.",
    content_hint:
      "Le texte est du HTML. Sont autorisés : les paragraphes (<p>), les titres (<h1> à <h4>), <strong>, <em>, <u>, les listes (<ul>, <ol>, <li>), les liens (<a href>), <blockquote> et <br>. Tout le reste (scripts, styles, images) est supprimé par le serveur lors de l'enregistrement.",
    preview: 'Aperçu',
    preview_title: 'Aperçu du texte tel que le visiteur le voit',
  },
  templates: {
    title: "Modèles d'e-mail",
    edit_title: "Modifier le modèle d'e-mail %{name}",
    params: 'Paramètres disponibles',
    params_hint: "Cliquez sur un paramètre pour l'insérer à l'emplacement du curseur.",
    no_params: "Ce modèle n'a pas de paramètres.",
    insert_param: 'Insérer %{param}',
    original: 'Original',
  },
  mails: {
    title: "File d'attente des e-mails",
    status: mailStatusLabels,
    // Statuses that only the delivery log uses.
    log_statuses: { RETRY: 'Nouvelle tentative' },
    stats_title: 'E-mails par statut',
    stats_total: 'Total : %{count}',
    filter_on: 'Afficher uniquement les e-mails au statut %{status}',
    all_statuses: 'Tous les statuts',
    auto_refresh: "La file d'attente est actualisée toutes les 5 secondes.",
    edit_title: 'E-mail à %{recipient}',
    details: 'Données',
    params: 'Paramètres',
    param_name: 'Nom',
    param_value: 'Valeur',
    no_params: "Cet e-mail n'a pas de paramètres.",
    log: "Journal d'envoi",
    log_at: 'Moment',
    log_status: 'Statut',
    log_message: 'Message',
    no_log: "Il n'y a pas encore eu de tentative d'envoi.",
    requeue_hint: "Un e-mail remis au statut « Nouveau » revient dans la file d'attente et est envoyé à nouveau.",
    // Whether the worker sends (GET/PUT /mails/versturen); a restored back-up starts paused.
    sending: {
      paused_restore:
        "L'envoi des e-mails est suspendu depuis le %{since} (sauvegarde restaurée). Les nouveaux e-mails restent dans la file d'attente jusqu'à ce que vous repreniez l'envoi.",
      paused_manual:
        "L'envoi des e-mails est suspendu depuis le %{since} (par %{by}). Les nouveaux e-mails restent dans la file d'attente jusqu'à ce que vous repreniez l'envoi.",
      resume: "Reprendre l'envoi",
      resume_title: "Reprendre l'envoi des e-mails ?",
      resume_content:
        "Tous les e-mails au statut « Nouveau » seront alors envoyés. Mettez d'abord sur « Arrêté » ce qui ne doit plus partir, comme les e-mails déjà envoyés avant la restauration de la sauvegarde.",
      resumed_done: "L'envoi des e-mails a repris.",
      pause: "Suspendre l'envoi",
      pause_title: "Suspendre l'envoi des e-mails ?",
      pause_content:
        "Tant que l'envoi est suspendu, aucun e-mail ne part : les nouveaux e-mails restent dans la file d'attente jusqu'à ce que vous repreniez l'envoi. Les e-mails déjà en cours d'acheminement seront encore remis.",
      paused_done: "L'envoi des e-mails est suspendu.",
    },
  },
};
