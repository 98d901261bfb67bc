import type { Language } from '../../domain/language';
import { PLACEHOLDER } from '../../domain/mailTemplates';
import { escapeHtml } from '../html';

/**
 * Fills {{name}} placeholders. Only the template's own text (written by the secretariat) and the
 * parameters the server builds itself from PUBLIC_URL become links; every other value may come
 * from a stranger (a registration's name, a comment) and is escaped and defused, so that neither
 * our HTML nor a mail client's auto-linking turns it into a link to another site.
 */

/** Parameters whose value the server builds from config.publicUrl, never from what a user typed. */
const TRUSTED_LINKS = new Set(['link']);
const URL_IN_TEXT = /(https?:\/\/[^\s<]+)/g;
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const ZWSP = '\u200B';

/** A numeric address ("192.168.0.1"), which a client may link (so a number of four such groups is broken too). */
const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;

/** A dot between two digits: part of a number ("1.100", "3.5", "24.11.2026"), unless of an address. */
const inNumber = (text: string, dot: number) => {
  const start = text.slice(0, dot).search(/[\d.]*$/);
  const end = dot + 1 + (text.slice(dot + 1).match(/^[\d.]*/)?.[0].length ?? 0);
  const run = text.slice(start, end).replace(/^\.+|\.+$/g, '');
  return !IPV4.test(run);
};

/**
 * An invisible zero-width space after "http"/"https" and after every dot between letters or digits:
 * "http://evil.example", "www.evil.example" and "evil.example" still read the same, but no mail
 * client recognises them as an address to link (nor "jan@evil.example" as a mail address). A dot
 * inside a number stays as it is: "1.100 pagina's" is no address, and one who copies it gets the number.
 */
export const defuseLinks = (value: string) =>
  value
    .replace(/(https?)(:\/\/)/gi, `$1${ZWSP}$2`)
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, (dot, before: string, at: number, text: string) =>
      /\d/.test(before) && /\d/.test(text[at + 2] ?? '') && inNumber(text, at + 1) ? dot : `${before}.${ZWSP}`,
    );

const trustedLink = (name: string, value: string | undefined) => TRUSTED_LINKS.has(name) && !!value && WEB_ADDRESS.test(value);

/**
 * A body without the lines that say nothing: a line whose every placeholder is empty ("Commentaar:
 * {{reden}}" when the secretariat gave no comment) is left out; the subject is kept whole.
 */
export function withoutEmptyLines(template: string, params: Record<string, string>) {
  return template
    .split('\n')
    .filter((line) => {
      const names = [...line.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      return names.length === 0 || names.some((name) => (params[name] ?? '').trim() !== '');
    })
    .join('\n');
}

/** The plain-text part (and the subject): untrusted values defused, the server's own links as they are. */
export function renderText(template: string, params: Record<string, string>) {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name] ?? '';
    return trustedLink(name, value) ? value : defuseLinks(value);
  });
}

/** The HTML body: paragraphs kept; links only from the template's text and the server's own link parameters. */
export function renderHtml(template: string, params: Record<string, string>, language: Language = 'nl') {
  let html = '';
  let last = 0;
  const ownText = (text: string) => escapeHtml(text).replace(URL_IN_TEXT, '<a href="$1">$1</a>');
  for (const match of template.matchAll(PLACEHOLDER)) {
    html += ownText(template.slice(last, match.index));
    const name = match[1]!;
    const value = params[name] ?? '';
    html += trustedLink(name, value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(defuseLinks(value));
    last = match.index + match[0].length;
  }
  html += ownText(template.slice(last));
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif">${html
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}
