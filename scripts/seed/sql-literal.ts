/** A value as a SQL literal for the seed's generated statements: a quoted string with its quotes doubled, or NULL. */
export const sqlText = (value: string | null) => (value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`);
