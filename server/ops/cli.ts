import { parseArgs } from 'node:util';

/** A size as people read it: "4,5 MB", "812 kB". */
export const readableSize = (bytes: number) => {
  const number = (n: number) => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 }).format(n);
  return bytes >= 1_000_000 ? `${number(bytes / 1_000_000)} MB` : `${number(Math.max(1, Math.round(bytes / 1000)))} kB`;
};

/**
 * The file and the flags of an ops command; a wrong call stops with the usage in Dutch (node's own
 * parseArgs errors are English).
 */
export function commandLine<F extends string>(usage: string, flags: readonly F[], argv = process.argv.slice(2)) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: Object.fromEntries(flags.map((f) => [f, { type: 'boolean' as const }])),
    });
    if (positionals.length !== 1) throw new Error('één bestand');
    return { file: positionals[0]!, flags: values as Partial<Record<F, boolean>> };
  } catch {
    console.error(usage);
    process.exit(2);
  }
}

/** Runs an ops command: its Dutch message on failure, exit code 1. */
export async function runCommand(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
