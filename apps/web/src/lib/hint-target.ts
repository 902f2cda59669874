// Guided hint targets (spec 2, 4): an element spread with hintTarget('<name>') is where the
// hint of that name points; features/hints finds it by its data-hint attribute. Any feature
// may mark its element (e.g. the project's Share button: hintTarget('share_project')).
import type { Hint } from '@chainreview/shared/enums';

export type HintName = Exclude<Hint, 'DONE'>;

export function hintTarget(hint: HintName): { 'data-hint': HintName } {
  return { 'data-hint': hint };
}
