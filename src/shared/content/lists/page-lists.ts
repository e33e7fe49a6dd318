import type { Html } from "../../html";
import type { ContentPageData, ContentPagePath } from "../pages";
import { HOME_LISTS, homeCollectionsOf } from "./home";
import { BOARD_LIST_PLACEHOLDER, boardListHtml, boardMembersOf } from "./board";
import { albumsOf, chosenTerm, GALLERY_PLACEHOLDER, galleryHtml } from "./gallery";
import { RESOURCE_LIST_PLACEHOLDER, resourceListHtml, resourcesOf } from "./resources";
import { PROGRAM_LIST_PLACEHOLDER, programListHtml, programsOf } from "./programs";
import { chosenTag, POST_LIST_PLACEHOLDER, postListHtml, postsOf } from "./posts";
import { chosenSlideCategory, SLIDE_LIST_PLACEHOLDER, SLIDES_QUERY, slideListHtml, slidesOf } from "./slides";
import { SPONSOR_LIST_PLACEHOLDER, sponsorListHtml, sponsorsOf } from "./sponsors";

/**
 * The lists on each content page, as HTML both sides write (decision 083): the Worker into the
 * prerendered page's list elements (CONTENT_LIST_ATTRIBUTE), so the page's first HTML shows them and
 * they paint before any script; the SPA into the same elements, from the same items. A page has one
 * list, in the element whose attribute is "", or several, each in the element that carries its
 * name (the home page's programs, sponsors and photo: decision 089).
 */

type Collections = ContentPageData["collections"];
/** The address's query (a URLSearchParams, on either side). */
type Query = { get(name: string): string | null };

type PageList = {
  /** What the list shows before its items are read (the prerendered page, and `npm run dev` until the API answers); none where the element starts empty. */
  placeholder?: Html;
  /** Which form of the list the address asks for ("" for the one form; /blogs: the tag of `?tag=` some post has). */
  variant: (collections: Collections, query: Query) => string;
  render: (collections: Collections, variant: string) => Html;
};

type PageLists = {
  /** The page's lists, by their element's CONTENT_LIST_ATTRIBUTE value. */
  lists: Readonly<Record<string, PageList>>;
  /** What the page carries of its items as JSON, where it is not all of them (what its lists are made from just the same). */
  carried?: (collections: Collections) => Collections;
};

/** A page with one list, in the element whose attribute is "". */
const oneList = (list: PageList): PageLists => ({ lists: { "": list } });
const oneForm = () => "";

export const PAGE_LISTS: Record<ContentPagePath, PageLists> = {
  "/": {
    lists: Object.fromEntries(Object.entries(HOME_LISTS).map(([name, render]) => [name, { variant: oneForm, render }])),
    carried: homeCollectionsOf,
  },
  "/board": oneList({ placeholder: BOARD_LIST_PLACEHOLDER, variant: oneForm, render: ({ board = [] }) => boardListHtml(boardMembersOf(board)) }),
  "/sponsors": oneList({ placeholder: SPONSOR_LIST_PLACEHOLDER, variant: oneForm, render: ({ sponsors = [] }) => sponsorListHtml(sponsorsOf(sponsors)) }),
  "/resources": oneList({ placeholder: RESOURCE_LIST_PLACEHOLDER, variant: oneForm, render: ({ resources = [] }) => resourceListHtml(resourcesOf(resources)) }),
  "/programs": oneList({ placeholder: PROGRAM_LIST_PLACEHOLDER, variant: oneForm, render: ({ programs = [] }) => programListHtml(programsOf(programs)) }),
  "/gallery": oneList({
    placeholder: GALLERY_PLACEHOLDER,
    variant: ({ albums = [] }, query) => chosenTerm(albumsOf(albums), query.get("term")),
    render: ({ albums = [] }, term) => galleryHtml(albumsOf(albums), term),
  }),
  "/events": oneList({
    placeholder: SLIDE_LIST_PLACEHOLDER,
    variant: ({ slides = [] }, query) => chosenSlideCategory(slidesOf(slides), query.get(SLIDES_QUERY)) ?? "",
    render: ({ slides = [] }, category) => slideListHtml(slidesOf(slides), category || null),
  }),
  "/blogs": oneList({
    placeholder: POST_LIST_PLACEHOLDER,
    variant: ({ posts = [] }, query) => chosenTag(postsOf(posts), query.get("tag")) ?? "",
    render: ({ posts = [] }, tag) => postListHtml(postsOf(posts), tag || null),
  }),
};
