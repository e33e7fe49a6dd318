import type { Html } from "../../html";
import type { ContentPageData, ContentPagePath } from "../pages";
import { BOARD_LIST_PLACEHOLDER, boardListHtml, boardMembersOf } from "./board";
import { albumsOf, chosenTerm, GALLERY_PLACEHOLDER, galleryHtml } from "./gallery";
import { RESOURCE_LIST_PLACEHOLDER, resourceListHtml, resourcesOf } from "./resources";
import { PROGRAM_LIST_PLACEHOLDER, programListHtml, programsOf } from "./programs";
import { chosenTag, POST_LIST_PLACEHOLDER, postListHtml, postsOf } from "./posts";
import { chosenSlideCategory, SLIDE_LIST_PLACEHOLDER, SLIDES_QUERY, slideListHtml, slidesOf } from "./slides";
import { SPONSOR_LIST_PLACEHOLDER, sponsorListHtml, sponsorsOf } from "./sponsors";

/**
 * The list on each content page, as HTML both sides write (decision 083): the Worker into the
 * prerendered page's list element (CONTENT_LIST_ATTRIBUTE), so the page's first HTML shows it and
 * it paints before any script; the SPA into the same element, from the same items, on every render.
 */

type Collections = ContentPageData["collections"];
/** The address's query (a URLSearchParams, on either side). */
type Query = { get(name: string): string | null };

type PageList = {
  /** What the list shows before its items are read (the prerendered page, and `npm run dev` until the API answers). */
  placeholder: Html;
  /** Which form of the list the address asks for ("" for the one form; /blogs: the tag of `?tag=` some post has). */
  variant: (collections: Collections, query: Query) => string;
  render: (collections: Collections, variant: string) => Html;
};

export const PAGE_LISTS: Record<ContentPagePath, PageList> = {
  "/board": { placeholder: BOARD_LIST_PLACEHOLDER, variant: () => "", render: ({ board = [] }) => boardListHtml(boardMembersOf(board)) },
  "/sponsors": { placeholder: SPONSOR_LIST_PLACEHOLDER, variant: () => "", render: ({ sponsors = [] }) => sponsorListHtml(sponsorsOf(sponsors)) },
  "/resources": { placeholder: RESOURCE_LIST_PLACEHOLDER, variant: () => "", render: ({ resources = [] }) => resourceListHtml(resourcesOf(resources)) },
  "/programs": { placeholder: PROGRAM_LIST_PLACEHOLDER, variant: () => "", render: ({ programs = [] }) => programListHtml(programsOf(programs)) },
  "/gallery": {
    placeholder: GALLERY_PLACEHOLDER,
    variant: ({ albums = [] }, query) => chosenTerm(albumsOf(albums), query.get("term")),
    render: ({ albums = [] }, term) => galleryHtml(albumsOf(albums), term),
  },
  "/events": {
    placeholder: SLIDE_LIST_PLACEHOLDER,
    variant: ({ slides = [] }, query) => chosenSlideCategory(slidesOf(slides), query.get(SLIDES_QUERY)) ?? "",
    render: ({ slides = [] }, category) => slideListHtml(slidesOf(slides), category || null),
  },
  "/blogs": {
    placeholder: POST_LIST_PLACEHOLDER,
    variant: ({ posts = [] }, query) => chosenTag(postsOf(posts), query.get("tag")) ?? "",
    render: ({ posts = [] }, tag) => postListHtml(postsOf(posts), tag || null),
  },
};
