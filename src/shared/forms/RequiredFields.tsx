import { createContext, type ReactNode, useContext, useMemo } from 'react';

type IsRequired = (name: string) => boolean;

const RequiredContext = createContext<IsRequired>(() => false);

/**
 * Which fields the inputs below must mark as required (their label's asterisk), for inputs shared
 * by forms with other rules: the address dialogs' address, date and kind of cooperation. Nested,
 * it adds the fields a condition requires (a new organisation's) to those of the form around it.
 */
export const RequiredFields = ({ of, children }: { of: IsRequired; children: ReactNode }) => {
  const outer = useContext(RequiredContext);
  const value = useMemo<IsRequired>(() => (name) => of(name) || outer(name), [of, outer]);
  return <RequiredContext.Provider value={value}>{children}</RequiredContext.Provider>;
};

/** Whether a field must be filled in, by the nearest RequiredFields (none: no field is). */
export const useRequired = () => useContext(RequiredContext);
