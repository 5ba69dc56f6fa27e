/**
 * Child commands run in process groups of their own, so that everything one started (`npm` → `sh` → `node`) can be
 * measured together and ended together: none outlives the bench, not on an error, not on Ctrl-C.
 */
import {spawn} from 'node:child_process';

export interface ProcessGroup {
  /** The group's id: the pid of the command, which leads it. */
  groupId: number;
  /** Resolves when the command exits with 0; rejects with the end of its output otherwise. */
  finished: Promise<void>;
}

/** Groups still running; ended when the bench exits, however it exits. */
const runningGroups = new Set<number>();

process.on('exit', () => {
  for (const groupId of runningGroups) killGroup(groupId, 'SIGKILL');
});
// A detached group does not get the terminal's Ctrl-C: exiting runs the hook above, which ends it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

const OUTPUT_KEPT_CHARS = 4000;

export interface StartOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export function startProcessGroup(command: string, args: string[], {cwd, env}: StartOptions): ProcessGroup {
  const child = spawn(command, args, {
    cwd,
    env: {...process.env, ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${command} ${args.join(' ')}`);
  const groupId: number = child.pid;
  runningGroups.add(groupId);

  let outputTail = '';
  const keepOutput = (chunk: Buffer): void => {
    outputTail = (outputTail + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on('data', keepOutput);
  child.stderr?.on('data', keepOutput);

  const finished = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      runningGroups.delete(groupId);
      // The leader may exit before its children: make sure none of the group is left.
      killGroup(groupId, 'SIGKILL');
      resolve(code);
    });
  }).then((code) => {
    if (code !== 0) {
      throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}. Its output ended with:\n${outputTail}`);
    }
  });

  return {groupId, finished};
}

function killGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch {
    // The group has already gone.
  }
}

/** Runs a command to completion, stopping its group if the bench is interrupted meanwhile. */
export async function runCommand(command: string, args: string[], options: StartOptions): Promise<void> {
  await startProcessGroup(command, args, options).finished;
}
