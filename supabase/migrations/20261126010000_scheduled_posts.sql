-- A post is published at its created_at: until that moment visitors cannot read it, even when
-- it is marked published, so a post with a later date is scheduled and appears by itself
-- (docs/decisions/0028-scheduled-posts-and-safe-releases.md). The lists' partial indexes,
-- (created_at desc, id desc) and (category_id, created_at desc, id desc) where published,
-- read "created_at <= now()" as a range, so the rule costs no index of its own.
drop policy if exists "Published posts are readable by everyone" on public.posts;
drop policy if exists "Posts are readable once published and due" on public.posts;
create policy "Posts are readable once published and due"
  on public.posts for select
  to anon, authenticated
  using (published and created_at <= now());
