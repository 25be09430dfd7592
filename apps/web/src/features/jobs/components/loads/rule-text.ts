import { i18n } from '../../../../lib/i18n';

/** A load rule's reason (API error key) in words; a validation key is left for the form to translate. */
export const ruleText = (key: string): string => (i18n.exists(`job-page:rules.${key}`) ? i18n.t(`job-page:rules.${key}`) : key);

/** The reasons an API error names, in words (field errors first, then the message). */
export const errorReasons = (errors: Record<string, string[]> | undefined): string[] =>
  Object.values(errors ?? {})
    .flat()
    .map((key) => (i18n.exists(`job-page:rules.${key}`) ? i18n.t(`job-page:rules.${key}`) : i18n.t(`validation:${key}`, key)));
