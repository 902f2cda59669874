// Where a moderation decision's transparency-log entry is shown: /transparency names the entry
// and how to check it against the published log.
export const logEntryHref = (leafIndex: number) => `/transparency?entry=${leafIndex}`;
