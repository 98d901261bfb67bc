import type { Roles } from '../roles';

/**
 * A value the server works out and never takes from a form, named by what it is rather than by its
 * SQL (the server compiles each in one place, server/generator/table.ts):
 * - `titleOf`: the title of the record a `reference` field of this record names (a course's organisation);
 * - `via` a reference, another `field` of the record it names (a mail's template's code);
 * - `fileName`: the uploaded name of the file in a `file` field;
 * - `sum` of a numeric field over the records of a child resource (a course's points over its items);
 * - `count` of the records of a child resource (a codelist's values);
 * - `join` of text fields of this record, with a space (a speaker's full name).
 */
export type Derived<N extends string = string> =
  | { titleOf: N }
  | { via: N; field: string }
  | { fileName: N }
  | { sum: string; of: string }
  | { count: string }
  | { join: readonly N[] };

/** What every kind of field shares. `N`: the names of the declaration's fields. */
export interface FieldBase<N extends string = string> {
  required?: boolean;
  /** Filled by the server (a creation date, the owner, a state): shown, never sent by a form. */
  readOnly?: boolean;
  /** Worked out by the server from other data (read-only); see `Derived`. */
  from?: Derived<N>;
  /**
   * Per-field write access: only these roles may change the field (a vet writes the content of a
   * points record, the secretariat only its state and effective points). A change by another role is
   * refused (403 with the field named); sending it unchanged is harmless.
   */
  writers?: Roles;
  /** Kept for the server and the sort order, never shown on a screen (a value's position in its list). */
  hidden?: boolean;
  /**
   * The field means something only while another field has one of these values (a service's
   * disciplines, for a SPECIALIST service): otherwise the form does not ask for it and the server
   * stores it empty, whatever was sent.
   */
  onlyWhen?: { field: N; values: readonly string[] };
}

/** A text's own format rule, checked in the browser, the server and the database alike. */
export interface TextPattern {
  regex: RegExp;
  /** A value that matches, for the generated tests and the benchmark volume. */
  example: string;
  /** The message key of a mismatch; SPEC §5's "De waarde heeft niet het juist formaat" otherwise. */
  message?: string;
}

export interface TextField<N extends string = string> extends FieldBase<N> {
  kind: 'text';
  max: number;
  min?: number;
  /** Several lines. */
  long?: boolean;
  /**
   * How the text is written and shown: HTML with a preview, a web address (a link), an e-mail address,
   * or a code (a name a template uses as {{achternaam}} in both languages: shown as code, never translated).
   */
  format?: 'html' | 'url' | 'email' | 'code';
  pattern?: TextPattern;
  /** A text with {{placeholders}}: the input offers the names in this `choices` field of the record to insert. */
  placeholders?: N;
  /**
   * The French text of this Dutch field (a template's French subject): the forms show the Dutch
   * fields on the left and their French ones on the right, and texts with placeholders must use
   * the same ones in both languages (domain/declare/schemas.ts). A French reader reads, searches and
   * sorts the Dutch field as this one where it has a text; a read-only Dutch field (the product's
   * own name) comes so in every record answered (domain/declare/languageTwins.ts).
   */
  frenchOf?: N;
}

export interface NumberField<N extends string = string> extends FieldBase<N> {
  kind: 'number';
  min: number;
  max: number;
  /** 0: a whole number (an `integer` column and in OpenAPI). */
  decimals: number;
}

export interface FlagField<N extends string = string> extends FieldBase<N> {
  kind: 'flag';
  /** 0 and 1 on the wire and in a `smallint` column, where SPEC says so (a codelist value's `active`). */
  wire?: 'number';
  /** What a new record has when the form or the request does not say (an election can be voted in); off otherwise. */
  default?: boolean;
}

/** A value of a codelist (SPEC §7 names); forms offer only its active items, and one already chosen. */
export interface CodeField<N extends string = string> extends FieldBase<N> {
  kind: 'code';
  codelist: string;
  /** The codes the product itself relies on (a queue's states); the start-up check finds each in the list. */
  options?: readonly string[];
}

/** One of a fixed set, e.g. a queue's states; texts under resources.<name>.choices.<field>. */
export interface ChoiceField<N extends string = string> extends FieldBase<N> {
  kind: 'choice';
  options: readonly string[];
}

/**
 * The id of a record of another resource, declared or one of the product's own (domain/declare/external:
 * persons, contacts, organisations). Choosing a record found by typing copies `fills` (this record's
 * field -> the found record's field) into the form, where they can still be changed.
 */
export interface ReferenceField<N extends string = string> extends FieldBase<N> {
  kind: 'reference';
  resource: string;
  fills?: Partial<Record<N, string>>;
}

/**
 * An uploaded file (POST and GET {one}/{field}, SPEC §7). `whileEditable`: only while the record may
 * change; `tab`: the detail tab that shows it (`detail` unless named). Roles: `upload` and `show`.
 */
export interface FileField<N extends string = string> extends FieldBase<N> {
  kind: 'file';
  whileEditable?: boolean;
  tab?: string;
  /**
   * A record is created together with this file, in one multipart request (an exemption and its
   * document): the fields as text parts, the file in the part named `part` (the field's name
   * otherwise). A create without the file is refused; the file is checked as an upload is.
   */
  withCreate?: { part?: string };
}

export type Field<N extends string = string> =
  | TextField<N>
  | NumberField<N>
  | (FieldBase<N> & { kind: 'date' })
  /** A time of day as HH:mm. */
  | (FieldBase<N> & { kind: 'time' })
  | (FieldBase<N> & { kind: 'datetime' })
  | FlagField<N>
  | CodeField<N>
  /** Several values of one codelist (animal kinds, species). */
  | (FieldBase<N> & { kind: 'codes'; codelist: string })
  | ChoiceField<N>
  /** Several of a fixed set (the parameters a mail template offers). */
  | (FieldBase<N> & { kind: 'choices'; options: readonly string[] })
  | ReferenceField<N>
  /** The ids of several records of another declared resource (an item's speakers); of the same parent where both have one. */
  | (FieldBase<N> & { kind: 'references'; resource: string })
  | FileField<N>;

export type Kind = Field['kind'];
export type Fields = Record<string, Field>;

/** Whether a field is the server's to fill: read-only, or worked out. */
export const isServerFilled = (f: Field) => !!f.readOnly || !!f.from;

/** The codelists these fields show their codes from, each once: a list's columns, read in words. */
export function codelistsOf(fields: Fields, names: readonly string[]): string[] {
  const lists = names.map((name) => fields[name]).flatMap((f) => ((f?.kind === 'code' || f?.kind === 'codes') && f.codelist ? [f.codelist] : []));
  return [...new Set(lists)];
}
