/** Runs a compiler once and returns everything it printed; a compiler that is not installed says how to get it. */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** `installHint` says how to get the compiler, e.g. "Debian package mono-mcs". */
export async function runCompiler(command: string, args: string[], cwd: string, installHint: string): Promise<string> {
  try {
    const {stdout, stderr} = await run(command, args, {cwd, maxBuffer: 64 * 1024 * 1024});
    return `${stdout}\n${stderr}`;
  } catch (error) {
    const failed = error as {stdout?: string; stderr?: string; code?: unknown};
    if (failed.code === 'ENOENT') {
      throw new Error(`${command} is not installed: run \`bash scripts/ensure-compilers.sh\` (${installHint}).`);
    }
    // A compiler that reports errors exits non-zero: its output is the result.
    if (failed.stdout === undefined && failed.stderr === undefined) throw error;
    return `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
  }
}
