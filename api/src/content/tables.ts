/** Tables of the content domain; merged into the one Database type in db/schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
