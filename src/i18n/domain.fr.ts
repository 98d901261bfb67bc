import { errorMessages, successMessages, validationMessages } from '../../domain/texts/errors.fr';
import { addressChangeMessages } from './fr/adreswijzigingen';
import { attendanceMessages } from './fr/aanwezigheden';
import { appMessages } from './fr/app';
import { attestMessages } from './fr/attest';
import { authMessages } from './fr/auth';
import { codelistMessages } from './fr/codelijsten';
import { committeeMessages } from './fr/comite';
import { communicationMessages } from './fr/communication';
import { controlMessages } from './fr/controle';
import { courseAgendaMessages } from './fr/cursusagenda';
import { memberDataMessages } from './fr/gegevens';
import { reminderMessages } from './fr/herinneringen';
import { logbookMessages } from './fr/logboek';
import { memberMessages } from './fr/members';
import { pointsTableMessages } from './fr/puntentabel';
import { registrationMessages } from './fr/registration';
import { resourceMessages } from './fr/resources';
import { sealingMessages } from './fr/stembiljet';
import { electionMessages } from './fr/stemming';
import { exemptionMessages } from './fr/vrijstellingen';
import { serviceMessages } from './fr/wachtdiensten';

/**
 * The product's own French texts, the same keys as domain.nl.ts (resource keys stay the spec's Dutch
 * words). Error and success codes also sit at the root, so a server code translates as itself.
 */
export const domainMessages = {
  ...errorMessages,
  ...successMessages,
  validation: validationMessages,
  errors: errorMessages,
  success: successMessages,
  ...appMessages,
  ...authMessages,
  ...codelistMessages,
  ...communicationMessages,
  ...registrationMessages,
  ...addressChangeMessages,
  ...attendanceMessages,
  ...memberMessages,
  ...pointsTableMessages,
  ...resourceMessages,
  ...controlMessages,
  ...courseAgendaMessages,
  ...attestMessages,
  ...logbookMessages,
  ...reminderMessages,
  ...memberDataMessages,
  ...electionMessages,
  ...sealingMessages,
  ...committeeMessages,
  ...exemptionMessages,
  ...serviceMessages,
};
