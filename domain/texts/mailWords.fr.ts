/** The French words of the product that a mail's parameters carry (the Dutch: ./mailWords.nl.ts). */
const addressChangeKinds: Record<string, string> = {
  RECHTSPERSOON: "Données d'une personne morale",
  DOMICILIE: 'Nouvelle adresse de domicile',
  CONTACTNEW: 'Nouvelle collaboration',
  CONTACTEND: "Fin d'une collaboration",
};

/** What a member of the election committee has to do now (COMITE_TAAK's `taak`). */
const committeeTasks = {
  PUBLISH: 'créer et publier votre fichier de clé',
  SHARE: 'envoyer vos parts chiffrées',
  CHECK: 'vérifier les parts reçues',
};

/** A number of points (with its decimal comma; French counts below two as one), and a member's points against what the period asks. */
const points = {
  amount: (n: number) => `${String(n).replace('.', ',')} ${n < 2 ? 'point' : 'points'}`,
  short: '%{total} sur les %{required} points requis',
};

export const mailWords = { addressChangeKinds, committeeTasks, points };
