import maillogs from '../../domain/resources/maillogs';
import { serve } from '../generator/part';
import { mailLogText } from '../mail/logText';

/** Each line is stored as what happened and its values, and worded in the reader's language (server/mail/logText.ts). */
export default serve(maillogs, {
  table: 'mail_logs',
  hooks: { afterRead: [(row, { language }) => ({ ...row, message: mailLogText(language, String(row.message)) })] },
});
