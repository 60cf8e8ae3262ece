/** Tables of the property domain; merged into the one Database type in db/schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PropertyTables {}
