import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** The domain's zod schema as a react-hook-form resolver; messages are i18n keys that react-admin translates. */
export const zodForm = <T extends FieldValues>(schema: ZodType<any, any>) => zodResolver(schema as never) as unknown as Resolver<T>;
