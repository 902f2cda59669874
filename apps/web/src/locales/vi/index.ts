// Every section file of this language, merged into one tree (one chunk per language).
import { mergeSections } from '../merge';

export default mergeSections(
  import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' }),
);
