import * as server from '../../domain/texts/errors.fr';
import { domainCatalogue } from './domainCatalogue';
import * as screens from './fr/screens';

/** The product's own French texts, the same keys as domain.nl.ts; in the French chunk only (src/i18n/fr.ts). */
export const domainMessages = domainCatalogue(server, Object.values(screens));
