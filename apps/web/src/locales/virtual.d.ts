// The two halves of the English texts, made at build time by english-split.ts.
declare module 'virtual:locales/en-first' {
  const tree: Record<string, unknown>;
  export default tree;
}
declare module 'virtual:locales/en-rest' {
  const tree: Record<string, unknown>;
  export default tree;
}
/** One section of the rest of English; importing it adds its texts (addEnglishTexts). */
declare module 'virtual:locales/en-rest/*' {}
