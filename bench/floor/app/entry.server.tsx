// The site's own build-time entry (it renders the prerendered pages; nothing of it reaches the
// browser): without an entry here, @react-router/dev would add `isbot` to package.json and run
// `npm install` in the middle of the bench (see src/app/entry.server.tsx).
export { default, streamTimeout } from "../../../src/app/entry.server";
