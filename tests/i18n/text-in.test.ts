import { describe, expect, it } from 'vitest';
import * as fr from '../../domain/texts/errors.fr';
import * as nl from '../../domain/texts/errors.nl';
import { registerTexts } from '../../domain/texts/registry';
import wachtdienstenFr from '../../domain/texts/resources-fr/wachtdiensten';
import { V, withValues } from '../../domain/validation';
import { dutch, textIn } from '../../server/i18n';

/** Every message the server words: each error and success code, and each validation key. */
const messages = [...Object.keys(nl.errorMessages), ...Object.keys(nl.successMessages), ...Object.values(V)];

describe('textIn: a server message in the person’s language', () => {
  it('words every code and validation key in Dutch exactly as dutch() does', () => {
    for (const message of messages) expect(textIn('nl', message), message).toBe(dutch(message));
    expect(textIn('nl', 'LOGIN_FAILED')).toBe('Aanmelden mislukt. Kijk uw gebruikersnaam en wachtwoord na.');
  });

  it('words every code and validation key in French, from the French catalogue', () => {
    for (const message of messages) {
      const text = textIn('fr', message);
      expect(text, message).not.toBe('');
      expect(text, message).not.toBe(dutch(message));
    }
    expect(textIn('fr', 'LOGIN_FAILED')).toBe(fr.errorMessages.LOGIN_FAILED);
    expect(textIn('fr', 'UPDATE_SUCCESS')).toBe('Les modifications ont été enregistrées.');
    expect(textIn('fr', V.required)).toBe('Ce champ est obligatoire.');
  });

  it('fills in the values a message carries, in both languages', () => {
    const range = withValues(V.wholeNumber, { min: 1, max: 100, example: 50 });
    expect(textIn('nl', range)).toBe(dutch(range));
    expect(textIn('nl', range)).toBe('Geef een geheel getal van 1 tot en met 100 in, zonder decimalen (bv. 50).');
    expect(textIn('fr', range)).toBe('Indiquez un nombre entier de 1 à 100 inclus, sans décimales (p. ex. 50).');
    expect(textIn('fr', withValues(V.withinParent, { start: '01/03/2026', end: '05/03/2026' }))).toBe(
      'Choisissez une date du 01/03/2026 au 05/03/2026 inclus.',
    );
  });

  it("names a rule's fields in the language of the text", () => {
    registerTexts({ wachtdiensten: wachtdienstenFr }, 'fr');
    const oneOf = withValues(V.oneOf, { fields: 'telefoon, website', resource: 'wachtdiensten', names: 'telephone,website' });
    expect(textIn('nl', oneOf)).toBe('Vul minstens één van deze velden in: telefoon, website.');
    expect(textIn('fr', oneOf)).toBe('Remplissez au moins un de ces champs : téléphone, site web.');
    // A resource whose French texts are not loaded keeps the fields as the message names them.
    expect(textIn('fr', withValues(V.oneOf, { fields: 'a, b', resource: 'onbekend', names: 'a,b' }))).toBe('Remplissez au moins un de ces champs : a, b.');
  });

  it('falls back on the generic pattern text for a key it does not know, and on Dutch for a language it does not speak', () => {
    expect(textIn('fr', 'NO_SUCH_CODE')).toBe("La valeur n'a pas le format correct");
    expect(textIn('fr', 'validation.noSuchRule')).toBe("La valeur n'a pas le format correct");
    expect(textIn('en' as 'nl', 'LOGIN_FAILED')).toBe(dutch('LOGIN_FAILED'));
  });
});
