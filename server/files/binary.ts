import { z } from 'zod';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A route's answer that is a file, not JSON: documented in OpenAPI as binary under its content type. */
export const binaryResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
