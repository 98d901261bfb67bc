import { Button, type ButtonProps } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';

interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  /** The types the system's picker offers. */
  accept: string;
  /** The hidden input's own name, where a test or a label reaches the input itself. */
  inputLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A real button in front of a hidden file input, opening the system's picker on a click, Enter or
 * Space. A label styled as a button (MUI's `component="label"`) is no button to assistive
 * technology, and Enter did not open it.
 */
export function FilePickButton({ accept, inputLabel, onChange, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={accept} hidden aria-label={inputLabel} onChange={onChange} />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}
