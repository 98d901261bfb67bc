import type { mailLog as dutch } from './mailLog.nl';

/** A mail's delivery log in French (the Dutch, and how it is stored: ./mailLog.nl.ts). */
export const mailLog: typeof dutch = {
  sent: 'Tentative %{attempt} : envoyé. %{result}',
  failed: 'Tentative %{attempt} échouée : %{reason}',
  status: 'Statut changé en %{status} par %{by}.',
  accepted: 'Accepté par le serveur de messagerie%{code}.',
  file: 'Fichier : %{file}',
  auth: "le serveur de messagerie a refusé l'identification du portail%{code}.",
  recipient: 'le serveur de messagerie a refusé le destinataire%{code}.',
  sender: "le serveur de messagerie a refusé l'expéditeur%{code}.",
  refused: 'le serveur de messagerie a refusé le mail%{code}.',
  unreachable: "le serveur de messagerie n'est pas joignable.",
  unknownHost: 'le nom du serveur de messagerie est inconnu.',
  timeout: "le serveur de messagerie n'a pas répondu à temps.",
  tls: 'la connexion sécurisée avec le serveur de messagerie a échoué.',
  connection: 'la connexion avec le serveur de messagerie a été interrompue de façon inattendue.',
  protocol: 'le serveur de messagerie a donné une réponse inattendue.',
  unknown: "erreur inconnue lors de l'envoi (détails dans le journal du serveur).",
};
