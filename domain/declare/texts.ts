import type { Declared, InfoOf } from './declaration';

type TabName<T> = T extends string ? T : T extends { name: infer N extends string } ? N : never;
type ChoiceNames<F> = { [K in keyof F]: F[K] extends { kind: 'choice' | 'choices' } ? K : never }[keyof F] & string;
type OptionsOf<X> = X extends { options: readonly (infer O)[] } ? O & string : never;
type Some<K extends string, T> = [K] extends [never] ? { [k in never]: never } : T;

/**
 * The Dutch texts a declared resource's screens need, typed from its declaration: its name, a label
 * per field, a text per choice, per tab and per transition (its history line). A field, option, tab
 * or move without a text, or a text for one that does not exist, fails the type check.
 */
export type TextsOf<D extends Declared> = {
  /** Singular |||| plural (react-admin's smart_count). */
  name: string;
  /** The list's title where it is not the plural name (the mail queue). */
  title?: string;
  /** The label of the button that makes a new record. */
  new?: string;
  /** The list without records. */
  empty: string;
  /** Every field; `q` is the search box. */
  fields: { [k in keyof InfoOf<D>['fields'] & string]: string } & { q?: string };
  /** Under a field, where the form explains it. */
  hints?: { [k in keyof InfoOf<D>['fields'] & string]?: string };
  /** A record action's label and its confirmation (`<name>_confirm`); a transition made with one button, and what it says once made (`<name>_done`). */
  actions?: { readonly [action: string]: string };
  /** Each of the declaration's notices (`notices`), with its values as %{name}. */
  notices?: { readonly [notice: string]: string };
  /** A list parameter offered as a choice (`list.choices`): its label, and a text per value. */
  params?: { readonly [param: string]: { label: string; options: Readonly<Record<string, string>> } };
  /** The title of a request on the requests tab. */
  request?: string;
  files_after_save?: string;
} & Some<ChoiceNames<InfoOf<D>['fields']>, { choices: { [K in ChoiceNames<InfoOf<D>['fields']>]: Record<OptionsOf<InfoOf<D>['fields'][K]>, string> } }> &
  Some<TabName<InfoOf<D>['tabs'][number]>, { tabs: Record<TabName<InfoOf<D>['tabs'][number]>, string> }> &
  /** The history's line for each move, and for an upload where the record has files. */
  Some<InfoOf<D>['transitions'], { history: Record<InfoOf<D>['transitions'], string> & { upload?: string } }> & {
    history?: { readonly [action: string]: string };
  };

/** A resource's texts, checked against its declaration (domain/texts/resources/<name>.ts). */
export const texts = <D extends Declared>(_declaration: D, t: TextsOf<D>) => t;
