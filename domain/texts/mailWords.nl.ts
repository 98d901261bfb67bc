/**
 * Words of the product that a mail's parameters carry (a kind of request, a step to take, a number
 * of points): queued in both languages, sent in the recipient's (server/repositories/mails.ts).
 */
const addressChangeKinds: Record<string, string> = {
  RECHTSPERSOON: 'Gegevens van een rechtspersoon',
  DOMICILIE: 'Nieuw domicilieadres',
  CONTACTNEW: 'Nieuwe samenwerking',
  CONTACTEND: 'Einde van een samenwerking',
};

/** What a member of the election committee has to do now (COMITE_TAAK's `taak`). */
const committeeTasks = {
  PUBLISH: 'uw sleutelbestand maken en publiceren',
  SHARE: 'uw versleutelde delen versturen',
  CHECK: 'de ontvangen delen controleren',
};

/** A number of points (with its decimal comma), and a member's points against what the period asks. */
const points = {
  amount: (n: number) => `${String(n).replace('.', ',')} ${n === 1 ? 'punt' : 'punten'}`,
  short: '%{total} van de %{required} vereiste punten',
};

export const mailWords = { addressChangeKinds, committeeTasks, points };
