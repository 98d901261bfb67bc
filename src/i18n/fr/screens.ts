/** The screens' French texts that make up the catalogue (src/i18n/domain.fr.ts): the same files as src/i18n/nl/screens.ts. */

export { attendanceMessages } from './aanwezigheden';
export { addressChangeMessages } from './adreswijzigingen';
export { appMessages } from './app';
export { attestMessages } from './attest';
export { authMessages } from './auth';
export { codelistMessages } from './codelijsten';
export { committeeMessages } from './comite';
export { communicationMessages } from './communication';
export { controlMessages } from './controle';
export { courseAgendaMessages } from './cursusagenda';
export { memberDataMessages } from './gegevens';
export { reminderMessages } from './herinneringen';
export { logbookMessages } from './logboek';
export { memberMessages } from './members';
export { pointsTableMessages } from './puntentabel';
export { registrationMessages } from './registration';
export { resourceMessages } from './resources';
export { sealingMessages } from './stembiljet';
export { electionMessages } from './stemming';
export { exemptionMessages } from './vrijstellingen';
export { serviceMessages } from './wachtdiensten';
