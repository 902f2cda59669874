// The last checkpoint this verifier accepted, kept between runs so that the next run can tell
// a log that grew from one that was rewritten.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Failure } from './common.ts';

export interface SavedState {
  site: string;
  origin: string;
  verifierKey: string;
  size: number;
  rootHash: string;
  /** Base64 of the leaf hashes 0..size-1, concatenated: names a rewritten leaf next time. */
  leafHashes: string;
  checkedAt: string;
}

export function defaultStatePath(site: string): string {
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  const host = new URL(site).host.replace(/[^A-Za-z0-9.-]/g, '_');
  return path.join(base, 'chainreview-verify', `${host}.json`);
}

export function readState(file: string): SavedState | null {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SavedState;
  } catch {
    throw new Failure(`the state file ${file} is not readable JSON; move it away to start over`);
  }
}

export function writeState(file: string, state: SavedState) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(state));
  fs.renameSync(temp, file);
}
