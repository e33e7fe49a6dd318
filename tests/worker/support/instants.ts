import { expect } from "vitest";

/** An instant as every answer writes it (decision 155): "2026-12-03T06:00:00.000Z". */
export const INSTANT_TEXT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Matches any instant in an answer, where the test cannot know the moment. */
export const anInstant = () => expect.stringMatching(INSTANT_TEXT);
