// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CARD_IMAGE_SIZES, PostCard } from "~/components/blog/PostCard";
import { PostImage } from "~/components/blog/PostImage";
import type { PostPhoto } from "~/lib/blog/photo-sources";
import type { PostSummary } from "~/lib/blog/types";
import { postCard } from "~/lib/social-card/card-spec";

const photo: PostPhoto = {
  base: "/images/posts/garden-0123456789",
  widths: [400, 800, 1200, 1600],
  width: 1600,
  height: 1200,
  card: "/images/posts/garden-0123456789-card.jpg",
};

const post: PostSummary = {
  id: "1",
  title: "A bench in the garden",
  slug: "a-bench-in-the-garden",
  excerpt: "Where I sit at six.",
  featured_image_url: "/images/posts/garden.jpg",
  featured_image_alt: "A wooden bench under an apple tree",
  featured_photo: photo,
  created_at: "2025-06-01T07:30:00.000Z",
  updated_at: "2025-06-01T07:30:00.000Z",
  category: null,
};

async function html(element: React.ReactElement): Promise<HTMLElement> {
  const Stub = createRemixStub([{ path: "/", Component: () => <main>{element}</main> }]);
  render(<Stub />);
  return screen.findByRole("main");
}

const srcset = (format: string) =>
  [400, 800, 1200, 1600]
    .map((width) => `/images/posts/garden-0123456789-${width}.${format} ${width}w`)
    .join(", ");

describe("a post's photo", async () => {
  it("is a picture with AVIF, WebP and a JPEG fallback on the card, lazy below the fold", async () => {
    const page = await html(<PostCard post={post} />);
    const sources = [...page.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]!.getAttribute("srcset")).toBe(srcset("avif"));
    expect(sources[1]!.getAttribute("srcset")).toBe(srcset("webp"));
    for (const source of sources) expect(source.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    const img = page.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/images/posts/garden-0123456789-1600.jpg");
    expect(img.getAttribute("srcset")).toBe(srcset("jpg"));
    expect(img.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1200"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
    // The card's title names the post; the picture is decoration there.
    expect(img.getAttribute("alt")).toBe("");
  });

  it("is fetched first as the post page's hero, described by its alt text", async () => {
    const page = await html(
      <PostImage
        post={post}
        alt={post.featured_image_alt!}
        sizes="(min-width: 960px) 896px, calc(100vw - 40px)"
        loading="eager"
        priority
        className="hero"
      />,
    );
    const img = page.querySelector("picture > img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("alt")).toBe("A wooden bench under an apple tree");
    expect(page.querySelectorAll("picture > source[sizes]")).toHaveLength(2);
  });

  it("keeps the photo's subject in view where the 16:9 box crops it", async () => {
    const focused = { ...post, featured_photo: { ...photo, focus: { x: 50, y: 10 } } };
    const page = await html(
      <PostImage post={focused} alt="Me" sizes="100vw" loading="eager" className="hero" />,
    );
    expect(page.querySelector<HTMLImageElement>("picture > img")!.style.objectPosition).toBe(
      "50% 10%",
    );
    expect(page.querySelector("picture > img")!.getAttribute("style")).toMatch(/object-position/);
  });

  it("leaves the browser's centre where no focus is known (a manifest made before it)", async () => {
    const page = await html(
      <PostImage post={post} alt="" sizes="100vw" loading="lazy" className="card" />,
    );
    expect(page.querySelector("picture > img")!.getAttribute("style")).toBeNull();
  });

  it("leaves an illustration as one img, as before", async () => {
    const page = await html(
      <PostCard
        post={{ ...post, featured_image_url: "/images/blog/hot.svg", featured_photo: undefined }}
      />,
    );
    expect(page.querySelector("picture")).toBeNull();
    const img = page.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/blog/hot.svg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "675"]);
  });

  it("gives the social card the photo's square crop", async () => {
    expect(postCard(post).image).toBe(photo.card);
    expect(postCard({ ...post, featured_photo: undefined }).image).toBe("/images/posts/garden.jpg");
  });
});
