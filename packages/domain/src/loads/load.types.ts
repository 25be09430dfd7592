/** Spec §3, load status step availability: 1 done, 2 current, 3 inactive, 4 other (the load is not the driver's to run). */
export const StepAvailability = { Done: 1, Current: 2, Inactive: 3, Other: 4 } as const;
export type StepAvailability = (typeof StepAvailability)[keyof typeof StepAvailability];
