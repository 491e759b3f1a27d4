import { resolve } from 'node:path';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** What one of our command-line tools accepts. */
export interface CliSpec<O extends ParseArgsOptionsConfig> {
  /** The npm script that runs it: `data:build`. */
  name: string;
  /**
   * Printed on `--help`: its first line is the synopsis of the arguments (empty when it takes none), then what the
   * tool does, its options and environment.
   */
  usage: string;
  options?: O;
  /** Whether it takes positional arguments (default: none). */
  positionals?: boolean;
  /** The arguments (default: `process.argv` after the script). */
  argv?: string[];
}

/** What a tool's options parsed to: booleans and strings, lists for `multiple` ones; absent when not given. */
export type CliValues<O extends ParseArgsOptionsConfig> = {
  [K in keyof O]?: O[K] extends { type: 'boolean' }
    ? O[K] extends { multiple: true }
      ? boolean[]
      : boolean
    : O[K] extends { multiple: true }
      ? string[]
      : string;
};

/** The help option every tool has. */
const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** parseArgs's message without its advice on positionals: "unknown option --foo". */
function shortMessage(error: Error & { code?: string }): string {
  const option = /option '([^']+)'/i.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option ${option}`;
  const positional = /argument '([^']+)'/i.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' && positional) return `unexpected argument "${positional}"`;
  return error.message.split('\n')[0] ?? error.message;
}

/**
 * Reads a tool's arguments with node:util's parseArgs: `--help` (`-h`) prints `usage` and exits 0; an unknown option,
 * a missing value or a stray argument exits 2 after one line naming it and pointing at `--help`.
 */
export function parseCli<O extends ParseArgsOptionsConfig>(
  spec: CliSpec<O>,
): { values: CliValues<O>; positionals: string[] } {
  const options: ParseArgsOptionsConfig = { ...spec.options, ...HELP };
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: spec.argv ?? process.argv.slice(2),
      options,
      allowPositionals: spec.positionals ?? false,
      strict: true,
    });
  } catch (error) {
    console.error(`${spec.name}: ${shortMessage(error as Error)} (npm run ${spec.name} -- --help shows the usage)`);
    process.exit(2);
  }
  if (parsed.values.help) {
    // The usage's first line is the synopsis of its arguments (empty for a tool that takes none).
    const [synopsis = '', ...body] = spec.usage.split('\n');
    console.log(`Usage: npm run ${spec.name}${synopsis.trim() ? ` -- ${synopsis.trim()}` : ''}\n${body.join('\n')}`);
    process.exit(0);
  }
  return { values: parsed.values as CliValues<O>, positionals: parsed.positionals };
}

/**
 * A path the user typed (an argument or an environment variable), from the folder they typed it in: under npm that is
 * INIT_CWD (npm runs a script in its package's folder), else the current folder.
 */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
