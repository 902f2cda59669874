// The embedded database belongs to one process: two PGlite instances on one folder each write
// their own pages and lose each other's commits. A lock file beside the folder names the
// process that holds it; a second process refuses to start, and a lock left by a process that
// is gone (killed, crashed) is taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError, fsCause } from '../lib/startup-error.ts';

interface Holder {
  pid: number;
  host: string;
  /** The holder's start time as the kernel counts it (Linux), so a reused PID is not mistaken. */
  started: string | null;
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const held = new Set<string>();

/** The 22nd field of /proc/<pid>/stat (start time in clock ticks since boot), or null. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from its last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(file: string): { raw: string; holder: Holder | null } | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as Holder;
    return { raw, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    return { raw, holder: null };
  }
}

/** Whether the process that wrote the lock still runs (a lock from another host counts as held). */
function isAlive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = processStart(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

/** Start-up is synchronous here; another process finishing its takeover needs a moment. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates `file` with `content` only when it does not exist, never visible half written. */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o644 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function inUse(dir: string, file: string, holder: Holder): StartupError {
  const where = holder.host === os.hostname() ? '' : ` on host ${holder.host}`;
  return new StartupError(
    `The embedded database in ${dir} is in use by process ${holder.pid}${where} ` +
      `(since ${holder.since}): one process per DATA_DIR. Stop that process or set DATA_DIR ` +
      `to another folder` +
      (where ? `; if that process is gone, delete ${file}.` : '.'),
  );
}

/** Takes the lock of the database folder `dir`, or throws a StartupError naming its holder. */
export function lockDataDir(dir: string): DataDirLock {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  const mine: Holder = {
    pid: process.pid,
    host: os.hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);
  if (held.has(file)) throw inUse(resolved, file, mine);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (let attempt = 0; ; attempt++) {
      if (attempt > 5) throw new StartupError(`Could not take over the stale lock ${file}.`);
      if (createExclusive(file, content)) break;
      const found = readHolder(file);
      if (!found) continue;
      if (found.holder && isAlive(found.holder)) throw inUse(resolved, file, found.holder);
      takeOver(file, found.raw);
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const cause = fsCause(error);
    if (!cause) throw error;
    const at = (error as { path?: string }).path ?? file;
    throw new StartupError(
      `Cannot open the embedded database in ${resolved}: ${at}: ${cause}. ` +
        `DATA_DIR must be a writable folder with free space.`,
      { cause: error },
    );
  }
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.off('exit', release);
    // only our own lock: never one another process took over meanwhile
    if (readHolder(file)?.raw === content) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Removes a stale lock whose content is `stale`, under a second lock so that two processes
 * taking over at once do not remove each other's fresh lock.
 */
function takeOver(file: string, stale: string): void {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    const pid = Number(fs.readFileSync(guard, 'utf8'));
    let alive = Number.isInteger(pid) && pid > 0 && pid !== process.pid;
    if (alive) {
      try {
        process.kill(pid, 0);
      } catch (error) {
        alive = (error as NodeJS.ErrnoException).code !== 'ESRCH';
      }
    }
    if (alive) pause(50);
    else fs.rmSync(guard, { force: true });
    return;
  }
  try {
    if (readHolder(file)?.raw === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}
