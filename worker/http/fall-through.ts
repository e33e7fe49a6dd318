/**
 * The header of the 404 a mounted feature answers when none of its routes did (feature-app.ts): the
 * app then tries the next feature whose paths match, as one route table did (decision 163). It
 * never leaves the Worker.
 */
export const FALL_THROUGH_HEADER = "x-feature-fall-through";
