import { errorMessages, successMessages, validationMessages } from '../../domain/texts/errors.nl';
import { addressChangeMessages } from './nl/adreswijzigingen';
import { attendanceMessages } from './nl/aanwezigheden';
import { appMessages } from './nl/app';
import { attestMessages } from './nl/attest';
import { authMessages } from './nl/auth';
import { codelistMessages } from './nl/codelijsten';
import { committeeMessages } from './nl/comite';
import { communicationMessages } from './nl/communication';
import { controlMessages } from './nl/controle';
import { courseAgendaMessages } from './nl/cursusagenda';
import { memberDataMessages } from './nl/gegevens';
import { reminderMessages } from './nl/herinneringen';
import { logbookMessages } from './nl/logboek';
import { memberMessages } from './nl/members';
import { pointsTableMessages } from './nl/puntentabel';
import { registrationMessages } from './nl/registration';
import { resourceMessages } from './nl/resources';
import { sealingMessages } from './nl/stembiljet';
import { electionMessages } from './nl/stemming';
import { exemptionMessages } from './nl/vrijstellingen';
import { serviceMessages } from './nl/wachtdiensten';

/**
 * The product's own Dutch texts. Resource keys are the spec's Dutch words (codelijsten, ...).
 * Error and success codes also sit at the root, so a server code translates as itself.
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
