import { type Html, html } from "../../html";
import type { PublishedItem } from "../pages";
import { contentImageHtml } from "./content-image";
import { type AlbumView, albumsOf, galleryTerms, termPhotos } from "./gallery";
import { isHomePageTier } from "../sponsor-tiers";
import { NO_PROGRAMS, type ProgramView, programsOf } from "./programs";
import { type SponsorView, sponsorPlate, sponsorsOf } from "./sponsors";

/**
 * The home page's three places that show content officers edit (decision 089), as HTML both sides
 * write: the Worker into the page's first HTML, the SPA after a click from another page. Each is
 * the element whose CONTENT_LIST_ATTRIBUTE is its name here.
 */

type Collections = { programs?: PublishedItem[]; sponsors?: PublishedItem[]; albums?: PublishedItem[] };

/**
 * The sponsors whose tier buys the logo on the home page, in the officers' order: the one rule, the
 * identity file's `homePageLogo` of each tier (../sponsor-tiers.ts).
 */
export const sponsorsOnHomePage = (sponsors: readonly SponsorView[]): SponsorView[] => sponsors.filter((sponsor) => isHomePageTier(sponsor.tier));

/** The programs as a row of cards, each linking to its page. */
export function homeProgramsHtml(programs: readonly ProgramView[]): Html {
  if (programs.length === 0) return NO_PROGRAMS;
  return html`<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">${programs.map(
    (program) =>
      html`<li class="relative rounded-xl border border-line bg-surface-raised p-5 hover:border-brand"><h3 class="font-semibold text-ink"><a href="${program.path}" class="after:absolute after:inset-0 after:rounded-xl hover:text-link">${program.name}</a></h3><p class="mt-2 text-sm text-ink-muted">${program.summary}</p></li>`,
  )}</ul>`;
}

/**
 * The sponsors of the tiers that buy the home page, as a row of small logo plates that wraps; where
 * there is none, a sentence that sends visitors to the sponsors page (or, with no sponsor at all,
 * says the chapter is looking for its first) instead of an empty band.
 */
export function homeSponsorsHtml(sponsors: readonly SponsorView[]): Html {
  const shown = sponsorsOnHomePage(sponsors);
  if (shown.length > 0) {
    return html`<ul class="flex flex-wrap gap-4">${shown.map((sponsor) => html`<li class="w-36 sm:w-40">${sponsorPlate(sponsor, false, false)}</li>`)}</ul>`;
  }
  if (sponsors.length > 0) {
    return html`<p class="text-ink-muted">The companies that support our events, travel and workshops are on <a href="/sponsors" class="font-semibold text-link underline underline-offset-4">our sponsors page</a>.</p>`;
  }
  return html`<p class="text-ink-muted">Companies that sponsor the chapter meet our members at the events they already come to. We would be glad to hear from yours.</p>`;
}

/**
 * The chapter's photo beside the hero on wide screens: the first photo of the newest term that has
 * photos (the gallery's first), or nothing when there is none (the next event then stands alone).
 */
export function homePhotoHtml(albums: readonly AlbumView[]): Html {
  const [term] = galleryTerms(albums);
  const photo = term === undefined ? undefined : termPhotos(albums, term)[0];
  return photo ? contentImageHtml(photo, "photo", { sizes: "36rem", imgClassName: "rounded-xl" }) : html``;
}

/** The home page's places, by the name their element carries, each made from the page's collections. */
export const HOME_LISTS = {
  programs: ({ programs = [] }: Collections) => homeProgramsHtml(programsOf(programs)),
  sponsors: ({ sponsors = [] }: Collections) => homeSponsorsHtml(sponsorsOf(sponsors)),
  photo: ({ albums = [] }: Collections) => homePhotoHtml(albumsOf(albums)),
} as const;
export type HomeListName = keyof typeof HOME_LISTS;

/**
 * What the home page carries of its collections as JSON: only what it shows (the programs' cards,
 * the home page's sponsors, the one photo's album with that photo), so the page does not carry
 * every album's photos. The places made from it are the same as from the whole collections.
 */
export function homeCollectionsOf({ programs = [], sponsors = [], albums = [] }: Collections): Required<Collections> {
  const onHome = new Set(sponsorsOnHomePage(sponsorsOf(sponsors)).map((sponsor) => sponsor.id));
  const withPhotos = albumsOf(albums);
  const [term] = galleryTerms(withPhotos);
  const album = withPhotos.find((one) => one.term === term && one.photos.length > 0);
  const albumItem = album && albums.find((item) => item.id === album.id);
  return {
    programs,
    // None on the home page: all of them, since the strip's sentence then says whether there are any.
    sponsors: onHome.size > 0 ? sponsors.filter((item) => onHome.has(item.id)) : sponsors,
    albums: albumItem && album ? [{ id: albumItem.id, fields: { ...albumItem.fields, photos: album.photos.slice(0, 1) } }] : [],
  };
}
