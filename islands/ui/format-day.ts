import { format } from 'date-fns';

/**
 * A calendar date ("2026-05-11") as the product writes it ("May 11, 2026"), the same in every
 * timezone (read and written as the reader's local midnight). Without the browser's locale data,
 * whose first use is a long task on a slow phone, on pages that draw dates as they first paint.
 */
export const formatDay = (iso: string) => format(new Date(`${iso}T00:00:00`), 'MMM dd, yyyy');
