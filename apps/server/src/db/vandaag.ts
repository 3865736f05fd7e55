import { sql } from 'drizzle-orm';

/**
 * Today as a farmer reads it on the calendar, in SQL: the date in the Netherlands, the same day as the
 * contract's `vandaagIso`. Not `current_date`: that is the database session's time zone (UTC on the
 * CI server), so between 23:00 and 24:00 UTC (22:00 in summer) a mandate starting "today" by the Dutch
 * calendar was not live yet in SQL while the web and the checks counted it as live.
 */
export const vandaagNl = sql`(now() at time zone 'Europe/Amsterdam')::date`;
