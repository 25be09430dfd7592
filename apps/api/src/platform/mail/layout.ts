import type { Locale } from '@routier/domain';

export type EmailContent = {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** shown under the button: "If the button does not work, copy this link" */
  fallbackHint?: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One look for every email: a plain-text part and a simple, inline-styled HTML part. */
export const renderEmail = (c: EmailContent): { subject: string; text: string; html: string } => {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    c.action ? `${c.action.label}: ${c.action.url}` : '',
    '',
    'Routier',
  ]
    .join('\n')
    .trim();
  const button = c.action
    ? `<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#1c5aaf;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(c.fallbackHint ?? '')} <a href="${escapeHtml(c.action.url)}">${escapeHtml(c.action.url)}</a></p>`
    : '';
  const html = `<div lang="${c.locale}" style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px">
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#555">Routier</p></div>`;
  return { subject: c.subject, text, html };
};
