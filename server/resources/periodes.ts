import periodes from '../../domain/resources/periodes';
import { serve } from '../generator/part';

export default serve(periodes, {
  volume: 30,
  // Three-year periods around today, the middle one active, so the demo is current in any year.
  demo: () => {
    const y = new Date().getFullYear();
    return [
      { startDate: `${y - 5}-01-01`, endDate: `${y - 3}-12-31`, active: false, requiredPoints: 40 },
      { startDate: `${y - 2}-01-01`, endDate: `${y}-12-31`, active: true, requiredPoints: 60 },
      { startDate: `${y + 1}-01-01`, endDate: `${y + 3}-12-31`, active: false, requiredPoints: 60 },
    ];
  },
});
