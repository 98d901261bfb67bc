import type { KeyboardEvent, ReactNode } from 'react';

/** SPEC §5: the Enter key does not submit generic forms; it still works in text areas and on buttons. */
export function preventEnterSubmit(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

// The wrapper only intercepts a key travelling up from the form's own inputs; it is not itself interactive.
export const NoEnterSubmit = ({ children }: { children: ReactNode }) => (
  // biome-ignore lint/a11y/noStaticElementInteractions: only catches Enter bubbling up from the inputs inside
  <div onKeyDown={preventEnterSubmit}>{children}</div>
);
