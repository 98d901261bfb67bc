import { PLACEHOLDER } from '../../domain/mailTemplates';

/** Fills {{name}} placeholders; in the HTML part every value is escaped, so a parameter cannot inject markup. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');


export function renderText(template: string, params: Record<string, string>) {
  return template.replace(PLACEHOLDER, (_, name: string) => params[name] ?? '');
}

/** The HTML body: the text with escaped values, paragraphs kept, and links made clickable. */
export function renderHtml(template: string, params: Record<string, string>) {
  const escaped = escapeHtml(template).replace(PLACEHOLDER, (_, name: string) => escapeHtml(params[name] ?? ''));
  const linked = escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  return `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif">${linked
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}
