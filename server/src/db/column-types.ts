/** The column types both engines agree on (the connection tells each how to read them). */
import type { ColumnType } from 'kysely';

/** numeric: a decimal string both ways (never a float). */
export type Numeric = string;
/** date: 'YYYY-MM-DD' both ways (both engines are told not to make a Date of it). */
export type DateString = string;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
