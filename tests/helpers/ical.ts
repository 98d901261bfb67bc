/**
 * A strict reader of iCalendar text (RFC 5545 §3.1-§3.3) for the tests: CRLF line ends, folded lines
 * joined, components nested by BEGIN/END, text values unescaped. No package in the project parses
 * iCalendar, and checking a substring would pass a broken file; this throws on what a calendar app
 * would refuse (a bare LF, an unbalanced END, a line without a colon, a line over 75 octets).
 */
export interface Property {
  params: Record<string, string>;
  value: string;
}
export interface Component {
  name: string;
  props: Record<string, Property>;
  children: Component[];
}

const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function parseICalendar(text: string): Component {
  if (/[^\r]\n/.test(text)) throw new Error('a line ends without CR');
  const physical = text.split('\r\n');
  if (physical.at(-1) === '') physical.pop();
  for (const line of physical) if (Buffer.byteLength(line) > 75) throw new Error(`line over 75 octets: ${line}`);
  const lines = physical.reduce<string[]>((all, line) => {
    if (/^[ \t]/.test(line)) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const root: Component = { name: '', props: {}, children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const top = stack.at(-1)!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: {}, children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.name !== value || stack.length === 1) throw new Error(`END:${value} closes ${top.name}`);
      stack.pop();
    } else {
      const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
      top.props[name!] = { params, value: unescapeText(value) };
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0]!;
}

export const eventsOf = (calendar: Component) => calendar.children.filter((c) => c.name === 'VEVENT');
