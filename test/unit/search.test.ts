import { describe, expect, it } from "vitest";
import { canonicalSearchQuery, judgeAddress, MAX_QUERY_CHARS } from "~/lib/addresses";
import { staticDocuments } from "~/lib/search/documents.server";
import { termOf } from "~/lib/search/language";
import { buildSiteSearch, type SiteSearch } from "~/lib/search/search-index.server";
import { symptomsAZPage, symptomsAZPlaces } from "~content/symptoms-a-z";
import { postRecord } from "../support/post-record";

const post = (slug: string, title: string, content: string) =>
  postRecord(slug, content, { id: "1", title });

const search: SiteSearch = await buildSiteSearch([
  [
    post("a-post-on-hrt", "My first month", "I started HRT in June: a patch and a tablet."),
    post("markup", "Escaped", "The word <script>alert(1)</script> flushing appears here."),
  ],
]);
const hrefs = (query: string) => search.search(query).map((hit) => hit.href);
const marked = (query: string, href: string) =>
  search
    .search(query)
    .find((hit) => hit.href === href)
    ?.passage.filter((piece) => piece.marked)
    .map((piece) => piece.text.toLowerCase());

describe("search finds what readers type", () => {
  it("reads word forms as one word: flush, flushes, flushing", () => {
    expect(termOf("flushes")).toBe(termOf("flush"));
    expect(hrefs("flush")).toContain("/symptoms#hot-flushes-night-sweats");
    expect(hrefs("flushing")).toContain("/symptoms#hot-flushes-night-sweats");
  });

  it("reads American spellings and names as the site's British ones", () => {
    expect(hrefs("hot flashes")[0]).toBe("/symptoms#hot-flushes-night-sweats");
    expect(
      marked("hot flashes", "/symptoms#hot-flushes-night-sweats")?.some((word) =>
        word.startsWith("flush"),
      ),
    ).toBe(true);
    const oestrogen = hrefs("estrogen");
    expect(oestrogen).toContain("/symptoms#hrt-a-conversation");
  });

  it("finds HRT for 'hormone replacement therapy' and the reverse", () => {
    expect(hrefs("hormone replacement therapy")).toContain("/blog/a-post-on-hrt");
    expect(hrefs("HRT")).toContain("/blog/a-post-on-hrt");
  });

  it("forgives a small typo", () => {
    expect(hrefs("sleeep")).toContain("/sleep");
    expect(hrefs("palpitatoins").length + hrefs("palpitation").length).toBeGreaterThan(0);
  });

  it("searches recipes by ingredient, the routine, the diary and the about page", () => {
    expect(hrefs("feta")).toEqual(expect.arrayContaining([expect.stringMatching(/^\/recipes\//)]));
    expect(search.search("spin").map((hit) => hit.kind)).toContain("Weekly routine");
    expect(search.search("checklist").map((hit) => hit.kind)).toContain("Symptom diary");
    expect(search.search("why I started").map((hit) => hit.kind)).toContain("About");
  });

  it("keeps a post's markup as text in its passage, for React to escape", () => {
    const passage = search.search("flushing").find((hit) => hit.href === "/blog/markup")?.passage;
    expect(passage?.map((piece) => piece.text).join("")).not.toContain("<script>");
    expect(passage?.some((piece) => piece.marked && piece.text === "flushing")).toBe(true);
  });

  it("finds nothing for nonsense, and at most 20 results for anything", () => {
    expect(hrefs("zzzqqqxx")).toEqual([]);
    expect(search.search("menopause").length).toBeLessThanOrEqual(20);
  });
});

describe("names of two words or more", () => {
  it("ranks a document holding the name as a phrase before one holding its words apart", async () => {
    const names = await buildSiteSearch([
      [
        post(
          "apart",
          "Kettlebells",
          "Kettlebell swings lift my mood. Swings, swings and more swings: my mood is better.",
        ),
        post("phrase", "A hard week", "The mood swings were worst in the week before a period."),
      ],
    ]);
    const posts = names
      .search("mood swings")
      .map((hit) => hit.href)
      .filter((href) => href.startsWith("/blog/"));
    expect(posts).toEqual(["/blog/phrase", "/blog/apart"]);
  });

  it("finds nothing by one shared word when the other is nowhere on the site", () => {
    expect(hrefs("black treacle")).toEqual([]);
  });

  it("puts a word's transposed letters back when the word as typed is nowhere", () => {
    expect(search.answer("menopuase").searchedFor).toBe("menopause");
    expect(search.answer("menopuase").hits.map((hit) => hit.href)).toEqual(hrefs("menopause"));
    expect(search.answer("zzzqqqxx").searchedFor).toBe("zzzqqqxx");
  });
});

describe("the query's one spelling", () => {
  it("collapses spaces and cuts at the limit", () => {
    expect(canonicalSearchQuery("  hot \n flushes ")).toBe("hot flushes");
    expect([...canonicalSearchQuery("é".repeat(300))]).toHaveLength(MAX_QUERY_CHARS);
  });

  it.each([
    ["/search?q=hot+flushes", { kind: "canonical" }],
    ["/search", { kind: "canonical" }],
    ["/search?q=", { kind: "redirect", location: "/search" }],
    ["/search?q=%20hot%20%20flushes", { kind: "redirect", location: "/search?q=hot+flushes" }],
    // A shared link's tracking parameters: the results in one response, the canonical link clean.
    ["/search?q=hot&utm_source=x", { kind: "tracked", canonical: "/search?q=hot" }],
    ["/SEARCH?q=hot", { kind: "redirect", location: "/search?q=hot" }],
    ["/about?q=hot", { kind: "redirect", location: "/about" }],
    [
      `/search?q=${"a".repeat(150)}`,
      { kind: "redirect", location: `/search?q=${"a".repeat(100)}` },
    ],
  ])("%s", (target, verdict) => {
    expect(judgeAddress(target, [])).toEqual(verdict);
  });
});

describe("the symptoms A–Z", () => {
  const ids = new Set(staticDocuments().map((document) => document.id));
  it.each(symptomsAZPlaces)("$href is a page or a section search knows", ({ href }) => {
    expect(ids.has(href), `${href}: no page or section with that anchor`).toBe(true);
  });

  /** Every name the index lists, entries and "see" references alike, in lower case. */
  const listed = [...symptomsAZPage.covered, ...symptomsAZPage.uncovered].flatMap((symptom) =>
    [symptom.name, ...symptom.alsoUnder].map((name) => name.toLowerCase()),
  );

  // The NHS list of menopause symptoms (nhs.uk/conditions/menopause/symptoms), each as a reader
  // might look it up: every one has a line of its own at its letter.
  it.each([
    "hot flushes",
    "night sweats",
    "difficulty sleeping",
    "low mood",
    "anxiety",
    "mood swings",
    "low self-esteem",
    "memory",
    "concentration",
    "brain fog",
    "vaginal dryness",
    "pain during sex",
    "itching",
    "sex drive",
    "headaches",
    "migraine",
    "palpitations",
    "joint pain",
    "muscle aches",
    "weight gain",
    "body shape",
    "skin changes",
    "urinary tract infections",
    "periods, changes to",
    // And the names issue 44 found missing.
    "insomnia",
    "uti",
    "periods, heavy",
  ])("has a line for %s", (name) => {
    expect(listed.some((entry) => entry.startsWith(name))).toBe(true);
  });

  it("links the treatments for the symptoms /treatments has them for", () => {
    const treated = symptomsAZPage.covered.filter((symptom) =>
      symptom.treatments.some(({ href }) => href.startsWith("/treatments#")),
    );
    expect(treated.map((symptom) => symptom.name)).toEqual(
      expect.arrayContaining([
        "Hot flushes",
        "Night sweats",
        "Vaginal dryness",
        "Bladder changes and urine infections",
        "Lower sex drive",
        "Low mood",
        "Anxiety",
        "Mood swings",
        "Broken sleep",
      ]),
    );
  });

  it("links each symptom not covered yet to the NHS", () => {
    for (const symptom of symptomsAZPage.uncovered) {
      expect(symptom.nhs.href).toMatch(/^https:\/\/www\.nhs\.uk\//);
    }
  });
});
