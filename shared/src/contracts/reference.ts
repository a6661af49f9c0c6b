import { z } from './zod-config';

/** Reference data kept by admins and super users: towns, suburbs, meter types. */
export const referenceItemSchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const suburbSchema = z.extend(referenceItemSchema, { town_id: z.number().check(z.int()) });
export type Suburb = z.infer<typeof suburbSchema>;
