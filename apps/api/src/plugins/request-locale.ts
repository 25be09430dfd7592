import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@routier/domain';

/** The first supported language of an Accept-Language header, by preference weight. */
export const localeFromAcceptLanguage = (header: string | undefined): Locale | null => {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0].toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale) ?? null;
};

/** A new user's language: ?lang=, else the browser's Accept-Language, else English. */
export const requestLocale = (request: FastifyRequest): Locale => {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
};
