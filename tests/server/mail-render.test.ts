import { describe, expect, it } from 'vitest';
import { renderHtml, renderText, withoutEmptyLines } from '../../server/mail/render';

/** What a mail client would turn into a link by itself: a scheme, "www." or a bare domain name. */
const AUTO_LINKABLE = /https?:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.(?:example|be|com)\b/i;

const TEMPLATE = 'Beste {{voornaam}} {{achternaam}},\n\nActiveer uw account via deze link:\n{{link}}\n\nMeer op https://www.orde-dierenartsen.be';
const PARAMS = {
  voornaam: 'Klik http://evil.example/login',
  achternaam: 'www.evil.example of evil.example',
  link: 'http://portaal.test/activate/abc123',
};

describe('mail rendering: only the template and the server-built links are links', () => {
  it('never makes a link of a value a stranger typed, in the HTML part', () => {
    const html = renderHtml(TEMPLATE, PARAMS);
    expect(html).not.toMatch(/<a href="[^"]*evil/);
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['http://portaal.test/activate/abc123', 'https://www.orde-dierenartsen.be']);
    // Visible text without tags and with the zero-width spaces still contains nothing a client links.
    const visible = html.replace(/<a href="[^"]*">[^<]*<\/a>/g, '').replace(/<[^>]+>/g, ' ');
    expect(visible).not.toMatch(AUTO_LINKABLE);
    // The reader still sees the name as typed.
    expect(visible.replace(/\u200B/g, '')).toContain('Klik http://evil.example/login');
  });

  it('breaks auto-linking of a typed address in the text part and keeps the real link whole', () => {
    const text = renderText(TEMPLATE, PARAMS);
    const [ownPart] = text.split('\n\nMeer op');
    const typed = ownPart!.replace('http://portaal.test/activate/abc123', '');
    expect(typed).not.toMatch(AUTO_LINKABLE);
    expect(text).toContain('\nhttp://portaal.test/activate/abc123\n');
    expect(text.replace(/\u200B/g, '')).toContain('Beste Klik http://evil.example/login www.evil.example of evil.example,');
  });

  it('does not trust a link parameter that is not a web address, nor any other parameter holding one', () => {
    const html = renderHtml('{{link}} {{organisatie}}', { link: 'javascript:alert(1)', organisatie: 'https://evil.example' });
    expect(html).not.toContain('<a ');
    expect(renderText('{{organisatie}}', { organisatie: 'https://evil.example' })).not.toMatch(AUTO_LINKABLE);
  });

  it('keeps a number whole: no invisible character inside "1.100" or a date, while an address still breaks', () => {
    const params = { reden: 'Het attest telt 1.100 pagina’s (3.5 uur, tot 24.11.2026); zie evil.example of 192.168.0.1' };
    for (const out of [renderText('Commentaar: {{reden}}', params), renderHtml('Commentaar: {{reden}}', params)]) {
      expect(out).toContain('1.100 pagina’s (3.5 uur, tot 24.11.2026)');
      expect(out).not.toMatch(AUTO_LINKABLE);
      expect(out).not.toContain('192.168.0.1');
    }
  });

  it('still escapes markup in values', () => {
    const html = renderHtml('{{voornaam}}', { voornaam: '<a href="https://evil.example">x</a>' });
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;a href=');
  });
});

describe('mail rendering: lines that say nothing', () => {
  const BODY = 'De status van uw cursus "{{cursus}}" is nu: {{status}}.\nCommentaar van het secretariaat: {{reden}}\nDetails: {{link}}';
  it('leaves out a line whose every value is empty, and keeps the others', () => {
    const params = { cursus: 'Echografie', status: 'Goedgekeurd', reden: '  ', link: 'http://portaal.test/c/1' };
    const text = renderText(withoutEmptyLines(BODY, params), params);
    expect(text).not.toContain('Commentaar');
    expect(text.split('\n')).toHaveLength(2);
    expect(renderHtml(withoutEmptyLines(BODY, params), params)).not.toContain('Commentaar');
    const commented = { ...params, reden: 'Programma ontbreekt' };
    expect(renderText(withoutEmptyLines(BODY, commented), commented)).toContain('Commentaar van het secretariaat: Programma ontbreekt');
  });
});
