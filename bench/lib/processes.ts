/**
 * Child commands run in process groups of their own, so stopping one stops everything it started (`npm` → `sh` →
 * `node`), and none outlives the bench: not on an error, not on Ctrl-C.
 */
import {spawn, type ChildProcess} from 'node:child_process';

export interface ProcessGroup {
  child: ChildProcess;
  /** The group's id: the pid of the command, which leads it. */
  groupId: number;
  /** Resolves when the command exits with 0; rejects with the end of its output otherwise (unless it was stopped). */
  finished: Promise<void>;
  /** Ends the whole group and waits until the command has exited. */
  stop(): Promise<void>;
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
const STOP_GRACE_MS = 5000;

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

  let stopping = false;
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      runningGroups.delete(groupId);
      resolve(code);
    });
  });
  const finished = exited.then((code) => {
    if (code !== 0 && !stopping) {
      throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}. Its output ended with:\n${outputTail}`);
    }
  });
  // Callers that only ever stop the group (servers) never await `finished`: its failure must not crash the bench.
  finished.catch(() => undefined);

  async function stop(): Promise<void> {
    stopping = true;
    killGroup(groupId, 'SIGTERM');
    const timer = setTimeout(() => killGroup(groupId, 'SIGKILL'), STOP_GRACE_MS);
    await exited.catch(() => undefined);
    clearTimeout(timer);
    // The leader may exit before its children: make sure none of the group is left.
    killGroup(groupId, 'SIGKILL');
  }

  return {child, groupId, finished, stop};
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
