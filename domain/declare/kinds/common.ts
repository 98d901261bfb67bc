import { z } from 'zod';
import { optionalString, V } from '../../validation';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day as HH:mm, 00:00 to 23:59. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A day of the calendar as yyyy-mm-dd, from 0001-01-01 (PostgreSQL has no year 0) to 9999-12-31. */
export const isRealDate = (v: string) =>
  ISO_DATE.test(v) && !v.startsWith('0000') && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A filter's free text. */
export const textFilter = () => optionalString(100).transform((v) => v ?? undefined);
export const dateFilter = () => z.string().refine(isRealDate, { error: V.date }).optional();
export const numberFilter = () => z.coerce.number({ error: V.number }).optional();
/** Samples' days lie far ahead, each in a year of its own, so no two periods overlap and no 2-week rule bites. */
export const sampleDay = (n: number, offset = 0) => `${2100 + (n % 800)}-0${1 + (n % 9)}-1${offset}`;
