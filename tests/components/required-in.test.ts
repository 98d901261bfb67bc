import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, newPasswordSchema, profileSchema } from '../../domain/schemas/auth';
import { addressChangeSchema } from '../../domain/schemas/members';
import { registrationEditSchema, registrationSchema } from '../../domain/schemas/registration';
import { requiredIn } from '../../src/shared/forms/zod';

const requiredOf = (schema: z.ZodType, names: string[], values?: Record<string, unknown>) => names.filter(requiredIn(schema, values));

describe('requiredIn', () => {
  it('marks the fields that refuse undefined, an empty text and null alike', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      note: z.string().optional(),
      nullable: z.string().min(1).nullable(),
      country: z.string().length(2).default('BE'),
      count: z.coerce.number().min(1),
      flag: z.boolean().default(false),
    });
    expect(requiredOf(schema, ['name', 'note', 'nullable', 'country', 'count', 'flag', 'unknown'])).toEqual(['name', 'count']);
  });

  it('reads an object after .superRefine and the input of a .transform', () => {
    expect(requiredOf(profileSchema, ['firstname', 'lastname', 'email', 'telephone', 'password', 'repassword'])).toEqual(['firstname', 'lastname', 'email']);
    expect(requiredOf(newPasswordSchema, ['password', 'repassword'])).toEqual(['password', 'repassword']);
    expect(requiredOf(loginSchema, ['j_username', 'j_password'])).toEqual(['j_username', 'j_password']);
    // The secretariat's corrections are partial: nothing is required there.
    expect(requiredOf(registrationEditSchema, ['firstname', 'email'])).toEqual([]);
  });

  it('follows a dotted path into a nested object, also behind .default()', () => {
    const schema = z.object({ contact: z.object({ firstname: z.string().min(1), phone: z.string().nullish() }).default({ firstname: 'x', phone: null }) });
    expect(requiredOf(schema, ['contact.firstname', 'contact.phone', 'contact.unknown', 'contact'])).toEqual(['contact.firstname']);
    // The registration's contact is required only when someone else is named (a refinement): not by its shape.
    expect(requiredOf(registrationSchema, ['contact.firstname', 'contact.email'])).toEqual([]);
  });

  it('takes the options of a discriminated union that fit the values, and else what all of them require', () => {
    const names = ['startdate', 'street', 'box', 'land', 'workaddress', 'iddicaddress', 'iddiccontact'];
    expect(requiredOf(addressChangeSchema, names, { code: 'DOMICILIE' })).toEqual(['startdate', 'street']);
    expect(requiredOf(addressChangeSchema, names, { code: 'CONTACTNEW' })).toEqual(['startdate', 'workaddress', 'iddicaddress']);
    expect(requiredOf(addressChangeSchema, names, { code: 'CONTACTEND' })).toEqual(['startdate', 'iddiccontact']);
    expect(requiredOf(addressChangeSchema, names)).toEqual(['startdate']);
  });
});
