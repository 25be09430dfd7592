/** E-mail reminders before a carrier's insurance expires: 30 days, then 7 days before (issue 9). */
export const INSURANCE_REMINDER_DAYS = [30, 7] as const;
export type InsuranceReminderThreshold = (typeof INSURANCE_REMINDER_DAYS)[number];

/**
 * Which reminder is due with `daysLeft` days to the expiry day (0 = expires today): the 7-day one from 7 days
 * down to the expiry day, the 30-day one from 30 down to 8 days. Null before, and once expired. Each one is
 * sent once per expiry date (the sender remembers); a date set late skips straight to the reminder it is in.
 */
export const insuranceReminderDue = (daysLeft: number): InsuranceReminderThreshold | null => {
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return 7;
  if (daysLeft <= 30) return 30;
  return null;
};

/** Insurance certificates: PDF, images and Word documents, judged by content (20 MB each). */
export const INSURANCE_FILE_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const INSURANCE_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
export const MAX_INSURANCE_FILES_PER_UPLOAD = 10;
