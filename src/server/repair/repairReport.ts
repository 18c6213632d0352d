import { z } from 'zod';

/** One row whose counter was set from `was` to `now`, the value its rows give. */
const counterDriftSchema = z.object({ id: z.number(), was: z.number(), now: z.number() });

/** One counter's repair: rows checked, drifts fixed, and the first few fixes. */
const counterRepairSchema = z.object({
  counter: z.string(),
  checked: z.number(),
  fixed: z.number(),
  drifts: z.array(counterDriftSchema),
});

export const repairReportSchema = z.object({
  counters: z.array(counterRepairSchema),
  checked: z.number(),
  fixed: z.number(),
  ms: z.number(),
});

export type CounterDrift = z.infer<typeof counterDriftSchema>;
export type CounterRepair = z.infer<typeof counterRepairSchema>;
export type RepairReport = z.infer<typeof repairReportSchema>;
