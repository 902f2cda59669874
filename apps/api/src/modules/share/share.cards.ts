// Share cards: their data and content hash (share.card-data.ts) and the satori element tree
// of each kind (share.card-trees.ts), which the render worker turns into a PNG. Pure: no I/O.
export {
  CARD_DESIGN_VERSION,
  type CardData,
  type ProjectCardData,
  type ReviewCardData,
  type SiteCardData,
  type UserCardData,
  cardHash,
  cardPath,
  projectCardData,
  reviewCardData,
  siteCardData,
  userCardData,
} from './share.card-data.ts';
export { type Avatars, type Node } from './share.card-parts.ts';
export { projectCardTree, reviewCardTree, siteCardTree, userCardTree } from './share.card-trees.ts';
