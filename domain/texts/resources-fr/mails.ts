import mails from '../../resources/mails';
import { texts } from '../../declare/texts';
import type { MailStatus } from '../../mailTemplates';

/** The mail states in French (MAIL_STATUS_LABELS of domain/mailTemplates holds the Dutch). */
const mailStatusTexts: Record<MailStatus, string> = { NEW: 'Nouveau', STOP: 'Arrêté', PROCESSED: 'Traité', ERROR: 'Erreur' };

export default texts(mails, {
  name: 'E-mail |||| E-mails',
  title: "File d'attente des e-mails",
  empty: 'Aucun e-mail ne répond aux critères de recherche.',
  fields: {
    idmail: 'Numéro',
    creationdate: 'Créé le',
    recipient: 'Destinataire',
    idmailtemplate: 'Modèle',
    template: 'Modèle (code)',
    description: 'Modèle',
    status: 'Statut',
    attempts: 'Tentatives',
    nextAttemptAt: 'Prochaine tentative',
    processed_at: 'Traité le',
    message_id: 'ID du message',
    q: 'Rechercher un destinataire',
  },
  choices: { status: mailStatusTexts },
  tabs: { params: 'Paramètres', logs: "Journal d'envoi" },
  history: { opnieuw: "Remis dans la file d'attente", stoppen: 'Arrêté', verwerkt: 'Marqué comme traité', fout: 'Marqué comme erreur' },
  hints: { status: "Un e-mail remis sur « Nouveau » revient dans la file d'attente et est envoyé à nouveau." },
});
