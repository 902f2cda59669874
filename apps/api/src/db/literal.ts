// A value as a SQL literal, for statements sent without parameters (the simple protocol).
import { escapeLiteral } from 'pg';

/** A value as a SQL literal (for the simple protocol, which takes no parameters). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('literal: not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('literal: NUL byte');
    return escapeLiteral(value);
  }
  throw new Error(`literal: ${typeof value}`);
}
