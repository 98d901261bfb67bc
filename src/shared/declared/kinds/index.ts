import type { Field } from '../../../../domain/declare/fields';
import { choice, choices, code, codes, flag } from './codes';
import { date, datetime, time } from './dates';
import { file, reference, references } from './references';
import type { ScreenKind, ScreenKindRegistry } from './spec';
import { number, text } from './text';

/** Every kind of field's screen part; a kind missing here fails the type check. */
export const screenKinds: ScreenKindRegistry = { text, number, date, time, datetime, flag, code, codes, choice, choices, reference, references, file };

export const screenKindOf = (f: Field) => screenKinds[f.kind] as ScreenKind;
export type { Translate } from './spec';
