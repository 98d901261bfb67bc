/** What a label says of a required field after its text: react-admin's and MUI's thin space and asterisk. */
const ASTERISK = /\s*\*$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label's whole text, with or without the asterisk of a required field (for getByLabelText). */
export const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}(\\s\\*)?$`);

/** Whether a label carries the asterisk: a span hidden from screen readers that says "*". */
export const hasAsterisk = (label: Element) => [...label.querySelectorAll('span[aria-hidden="true"]')].some((span) => span.textContent?.trim() === '*');

/**
 * The labels of the inputs within `root` (legends of radio groups too), each as its text without the
 * asterisk and whether it carries one: what a person sees of a form's required fields.
 */
export function labelMarks(root: ParentNode): [text: string, required: boolean][] {
  const labels = [...root.querySelectorAll('label.MuiFormLabel-root, legend.MuiFormLabel-root')];
  return labels.map((label) => [(label.textContent ?? '').replace(ASTERISK, '').trim(), hasAsterisk(label)]);
}

/** The texts of the labels within `root` that carry the asterisk, sorted. */
export const requiredLabels = (root: ParentNode) =>
  labelMarks(root)
    .filter(([, required]) => required)
    .map(([text]) => text)
    .sort();
