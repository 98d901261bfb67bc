import verkiezingen from '../../domain/declarations/verkiezingen';
import { serve } from '../declared/part';

/** A day from today at an hour in Brussels (winter time; the demo needs no more precision). */
const at = (days: number, hour = 9) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};

export default serve(verkiezingen, {
  sample: { votable: true },
  // One election still being prepared, one open for votes now, one that ended two weeks ago.
  demo: () => [
    { title: 'Verkiezing provinciale raad Antwerpen', starttime: at(20), endtime: at(34, 17), numberOfElected: 2, votable: true },
    { title: 'Verkiezing provinciale raad Oost-Vlaanderen', starttime: at(-3), endtime: at(11, 17), numberOfElected: 2, votable: true, state: 'FINISHED', mailssended: true },
    { title: 'Verkiezing Hoge Raad', starttime: at(-30), endtime: at(-16, 17), numberOfElected: 1, votable: true, state: 'FINISHED', mailssended: true },
  ],
});
