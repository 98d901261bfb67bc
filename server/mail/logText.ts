import type { Language } from '../../domain/language';
import type { mailLog } from '../../domain/texts/mailLog.nl';
import { choiceText } from '../../domain/texts/registry';
import { messageParts, withValues } from '../../domain/validation';
import { textIn } from '../i18n';

const KEY = 'mailLog.';

/** A line of the delivery log as stored: the key of what happened and its values (domain/texts/mailLog.nl.ts). */
export const logLine = (what: keyof typeof mailLog, values: Record<string, string | number> = {}) => withValues(`${KEY}${what}`, values);

/**
 * A stored log line in `language`. A value that is a line itself (the transport's answer, the reason
 * a try failed) is worded too, a mail's status by the queue's own texts; what the mail server or the
 * outbox said stays as it is. A line written before the log was stored this way (plain Dutch) reads as written.
 */
export function mailLogText(language: Language, message: string): string {
  if (!message.startsWith(KEY)) return message;
  const [key, values] = messageParts(message);
  const worded = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (name === 'status') return [name, choiceText('mails', 'status', String(value), language)];
      return [name, typeof value === 'string' && value.startsWith(KEY) ? mailLogText(language, value) : value];
    }),
  );
  return textIn(language, withValues(key, worded));
}
