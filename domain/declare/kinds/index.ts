import { code, codes, choice, choices } from './codes';
import { date, datetime, time } from './dates';
import { flag } from './flag';
import { number } from './number';
import { file, reference, references } from './references';
import type { KindRegistry } from './spec';
import { text } from './text';

/** Every kind of field's shared part; a kind missing here fails the type check. */
export const kinds: KindRegistry = { text, number, date, time, datetime, flag, code, codes, choice, choices, reference, references, file };
