import type { Role } from '../roles';

/** Role sets the declarations share. */
export const SEC: readonly Role[] = ['SECRETARIAAT'];
export const SEC_OPL: readonly Role[] = ['SECRETARIAAT', 'OPLVERSTREKKER'];
