import type { Sponsor } from "./schema/sponsors";

/**
 * The sample chapter's sponsors (the seed, decision 077). What each tier buys
 * is the chapter's offer, in the identity file (`sponsorTiers`, src/site.config.ts);
 * a tier's `homePageLogo` there decides whether its sponsors' logos are on the
 * home page. The companies in this sample are
 * fictional; their addresses use the reserved `.example` domain. Logos live in
 * src/content/images/sponsors/.
 */
export const SPONSORS: readonly Sponsor[] = [
  {
    id: "quillfeather-robotics",
    name: "Quillfeather Robotics",
    tier: "diamond",
    url: "https://www.quillfeather-robotics.example/",
    logo: "sponsors/quillfeather-robotics.svg",
    blurb: "Warehouse and field robots. Hosts our spring mock-interview day and two summer interns every year.",
  },
  {
    id: "cinderpeak-energy",
    name: "Cinderpeak Energy",
    tier: "gold",
    url: "https://www.cinderpeak-energy.example/",
    logo: "sponsors/cinderpeak-energy.svg",
    blurb: "Geothermal and grid storage projects across the Midwest. Sponsors our conference travel scholarships.",
  },
  {
    id: "bluemoss-bio",
    name: "Bluemoss Bio",
    tier: "gold",
    url: "https://www.bluemoss-bio.example/",
    logo: "sponsors/bluemoss-bio.svg",
    blurb: "A biotech start-up working on plant-based enzymes. Their scientists judge the SET project showcase.",
  },
  {
    id: "orchard-compute",
    name: "Orchard Compute",
    tier: "silver",
    url: "https://www.orchard-compute.example/",
    logo: "sponsors/orchard-compute.svg",
    blurb: "Cloud infrastructure for research labs. Provides the servers and mentors for our Web Dev team.",
  },
  {
    id: "saltmarsh-materials",
    name: "Saltmarsh Materials",
    tier: "silver",
    url: "https://www.saltmarsh-materials.example/",
    logo: "sponsors/saltmarsh-materials.svg",
    blurb: "Composite materials for bridges and boats. Runs a résumé workshop with our members each fall.",
  },
  {
    id: "vellum-data",
    name: "Vellum Data",
    tier: "bronze",
    url: "https://www.vellum-data.example/",
    logo: "sponsors/vellum-data.svg",
    blurb: "Data tools for hospitals and clinics. Brings pizza and engineers to our general meetings.",
  },
  {
    id: "pinewhistle-aerospace",
    name: "Pinewhistle Aerospace",
    tier: "bronze",
    url: "https://www.pinewhistle-aerospace.example/",
    logo: "sponsors/pinewhistle-aerospace.svg",
    blurb: "Small-satellite parts and testing. Their alumni engineers mentor our aerospace members.",
  },
];
