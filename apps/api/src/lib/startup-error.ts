// Start-up failures an operator can fix (a folder in use, read-only or full) leave as one clear
// line naming the path and the cause, not as a stack trace.
import { inspect } from 'node:util';

/** A start-up failure whose message says everything: printed as it is, without a stack. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exhausted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'no such file or folder',
  EISDIR: 'it is a folder',
};

/** A file system error's cause in words, with its code: `the file system is read-only (EROFS)`. */
export function fsCause(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return null;
  return `${CAUSES[code] ?? (error as Error).message} (${code})`;
}

/** What to print when the process cannot start. */
export function startupMessage(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const cause = fsCause(error);
  const file = (error as { path?: unknown } | null)?.path;
  if (cause && typeof file === 'string')
    return `Cannot start: ${file}: ${cause}. Check DATA_DIR (it must be a writable folder with free space).`;
  return inspect(error);
}
