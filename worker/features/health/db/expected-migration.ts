/**
 * The last migration this code needs (a file in migrations/). The health
 * page compares it with the last one D1 has applied; a unit test keeps it
 * equal to the newest file, so a new migration cannot be forgotten here.
 */
export const EXPECTED_MIGRATION = "0070_content_body_html.sql";
