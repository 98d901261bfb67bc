import maillogs from '../../domain/declarations/maillogs';
import { serve } from '../declared/part';

export default serve(maillogs, { table: 'mail_logs' });
