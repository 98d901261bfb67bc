import { brusselsDate } from '../../domain/dates';
import cursusitems from '../../domain/resources/cursusitems';
import { addDays } from '../../domain/rules/courses';
import { itemMinutes, itemPoints } from '../../domain/rules/points';
import { computed } from '../generator/helpers/compute';
import type { Row } from '../generator/part';
import { serve } from '../generator/part';

/** An item's duration and points (domain/rules/points): its minutes, and its hours times its coefficient's value. */
export const pointsOfItem = async (item: Row, find: (resource: string, id: unknown) => Promise<Row | null>) => {
  const coefficient = await find('coefficients', item.coefficient);
  const [start, end] = [item.startTime as string, item.endTime as string];
  return { minutes: itemMinutes(start, end), points: itemPoints(start, end, coefficient?.coefficient as number | undefined) };
};

export default serve(cursusitems, {
  hooks: { beforeChange: [computed(pointsOfItem)] },
  volume: 10000,
  // Dates are the demo courses' own (around today); each names its course, category and coefficient by title.
  demo: () => [
    {
      cursusId: 'Echografie van het abdomen bij hond en kat',
      datum: addDays(brusselsDate(), 60),
      startTime: '19:00',
      endTime: '21:30',
      category: 'LEZ',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
      speakers: ['Sofie Peeters'],
    },
    {
      cursusId: 'Echografie van het abdomen bij hond en kat',
      datum: addDays(brusselsDate(), 60),
      startTime: '21:30',
      endTime: '22:00',
      category: 'WS',
      dagdeel: 'Avond',
      coefficient: 'PRAKTIJK',
      speakers: ['Sofie Peeters', 'Tom Maes'],
    },
    {
      cursusId: 'Kreupelheid bij het paard',
      datum: addDays(brusselsDate(), 40),
      startTime: '09:00',
      endTime: '17:00',
      category: 'PRACT',
      dagdeel: 'Volledige dag',
      coefficient: 'PRAKTIJK',
      speakers: ['An Wouters'],
    },
    // The approved courses' programmes: 2, 5 and 6 points.
    {
      cursusId: 'Antibioticabeleid in de varkenshouderij',
      datum: addDays(brusselsDate(), -30),
      startTime: '19:00',
      endTime: '21:00',
      category: 'WEB',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
    },
    {
      cursusId: 'Pijnbestrijding bij hond en kat',
      datum: addDays(brusselsDate(), -45),
      startTime: '13:30',
      endTime: '15:30',
      category: 'LEZ',
      dagdeel: 'Namiddag',
      coefficient: 'STANDAARD',
    },
    {
      cursusId: 'Pijnbestrijding bij hond en kat',
      datum: addDays(brusselsDate(), -45),
      startTime: '15:45',
      endTime: '17:15',
      category: 'WS',
      dagdeel: 'Namiddag',
      coefficient: 'PRAKTIJK',
    },
    {
      cursusId: 'Spoedzorg bij het paard in de praktijk',
      datum: addDays(brusselsDate(), -75),
      startTime: '09:00',
      endTime: '12:00',
      category: 'PRACT',
      dagdeel: 'Voormiddag',
      coefficient: 'PRAKTIJK',
    },
    // The programmes of the courses still to come (the course agenda).
    {
      cursusId: 'Hartgeruis en hartfalen bij de kat',
      datum: addDays(brusselsDate(), 21),
      startTime: '19:00',
      endTime: '21:00',
      category: 'LEZ',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
      speakers: ['Lien Claes'],
    },
    {
      cursusId: 'Hartgeruis en hartfalen bij de kat',
      datum: addDays(brusselsDate(), 21),
      startTime: '21:15',
      endTime: '22:15',
      category: 'WS',
      dagdeel: 'Avond',
      coefficient: 'PRAKTIJK',
      speakers: ['Lien Claes'],
    },
    {
      cursusId: 'Klauwgezondheid bij melkvee',
      datum: addDays(brusselsDate(), 35),
      startTime: '09:00',
      endTime: '12:30',
      category: 'LEZ',
      dagdeel: 'Voormiddag',
      coefficient: 'STANDAARD',
      speakers: ['Koen Mertens'],
    },
    {
      cursusId: 'Klauwgezondheid bij melkvee',
      datum: addDays(brusselsDate(), 36),
      startTime: '13:30',
      endTime: '17:00',
      category: 'PRACT',
      dagdeel: 'Namiddag',
      coefficient: 'PRAKTIJK',
      speakers: ['Koen Mertens'],
    },
    {
      cursusId: 'Webinar: antibioticagebruik bij landbouwhuisdieren',
      datum: addDays(brusselsDate(), 10),
      startTime: '20:00',
      endTime: '22:00',
      category: 'WEB',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
    },
    {
      cursusId: 'Urgences chez le chien et le chat',
      datum: addDays(brusselsDate(), -25),
      startTime: '19:00',
      endTime: '22:00',
      category: 'LEZ',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
    },
    {
      cursusId: 'Médecine du cheval de sport',
      datum: addDays(brusselsDate(), 50),
      startTime: '19:00',
      endTime: '22:00',
      category: 'LEZ',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
    },
    {
      cursusId: 'Échographie cardiaque chez le chat',
      datum: addDays(brusselsDate(), 70),
      startTime: '19:30',
      endTime: '22:00',
      category: 'LEZ',
      dagdeel: 'Avond',
      coefficient: 'STANDAARD',
      speakers: ['Claire Dupont'],
    },
  ],
});
