import type { LegalEntityOption } from '../../dataProvider/custom/organisations';
import { TYPEAHEAD_MIN } from './typeahead';

export type { LegalEntityOption };

export const ORGANISATION_SEARCH_MIN = TYPEAHEAD_MIN;
export const ORGANISATION_SEARCH_LIMIT = 5;
