import { choice, choices, code, codes, flag } from './codes';
import { date, datetime, time } from './dates';
import { file, reference, references } from './references';
import type { ServerKindRegistry } from './spec';
import { number, text } from './text';

/** Every kind of field's server part; a kind missing here fails the type check. */
export const serverKinds: ServerKindRegistry = { text, number, date, time, datetime, flag, code, codes, choice, choices, reference, references, file };

export type { VolumeContext } from './spec';
