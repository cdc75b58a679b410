-- A post's featured image may carry meaning on the post page; this is its text alternative.
-- Optional: without it the image is treated as decoration (alt="").
alter table public.posts add column if not exists featured_image_alt text;

-- Lists read published posts a page at a time, newest first (id breaks ties, so pages never
-- overlap), overall and per category: one index for each, matching the order exactly.
create index if not exists posts_published_newest_idx
  on public.posts (created_at desc, id desc) where published;
create index if not exists posts_category_published_newest_idx
  on public.posts (category_id, created_at desc, id desc) where published;
-- Superseded: every list now reads published posts only, in this order.
drop index if exists public.posts_published_created_at_idx;
drop index if exists public.posts_created_at_idx;
