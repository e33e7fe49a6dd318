import { ApiError } from "../../../http/api-error";

/** The answer for an event id that names no event (its own small module: check-in and history use it without the events' whole service). */
export const eventNotFound = () => new ApiError("NOT_FOUND", "No such event.");
