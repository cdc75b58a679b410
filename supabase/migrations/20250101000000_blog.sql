-- Blog schema: categories and posts, readable by anonymous visitors, writable by nobody but
-- the project owner (service role / dashboard). Runs on Supabase and on the embedded PGlite.
-- Every migration here may be run again, alone or with the others, on any project the site can
-- meet, and leaves the same state (docs/decisions/0035-the-project-an-owner-really-has.md).

-- A project made elsewhere (Supabase's and Lovable's templates make these tables with uuid ids)
-- is used as it is, ids and all; but one without these columns cannot be read, and adding them
-- would be guessing. Stop before anything changes, and say what to do.
do $$
declare
  missing text;
begin
  select string_agg(format('%s.%s', need.tbl, need.col), ', ') into missing
    from (values ('categories', 'id'), ('categories', 'name'), ('categories', 'slug'),
                 ('posts', 'id'), ('posts', 'title'), ('posts', 'slug'),
                 ('posts', 'category_id')) as need (tbl, col)
   where to_regclass(format('public.%I', need.tbl)) is not null
     and not exists (select from information_schema.columns c
                      where c.table_schema = 'public' and c.table_name = need.tbl
                        and c.column_name = need.col);
  if missing is not null then
    raise exception 'The existing tables lack %, which the blog reads: nothing was changed.', missing
      using hint = 'Add the column (category_id must reference categories.id), or rename the old tables, then run the migrations again. See docs/deploying.md#an-existing-project.';
  end if;
end $$;

create table if not exists public.categories (
  id bigint generated always as identity primary key,
  name text not null,
  slug text not null unique
);

create table if not exists public.posts (
  id bigint generated always as identity primary key,
  title text not null,
  slug text not null unique,
  excerpt text not null default '',
  content text not null default '',
  featured_image_url text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  category_id bigint references public.categories (id) on delete set null
);

-- Lists read published posts a page at a time, newest first (id breaks ties), overall and per
-- category: the indexes 20261123000000_featured_image_alt.sql settled on, so that running this
-- file again does not bring back the two it replaced.
create index if not exists posts_published_newest_idx
  on public.posts (created_at desc, id desc) where published;
create index if not exists posts_category_published_newest_idx
  on public.posts (category_id, created_at desc, id desc) where published;
create index if not exists posts_category_id_idx on public.posts (category_id);
create index if not exists categories_name_idx on public.categories (name);

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists posts_set_updated_at on public.posts;
create trigger posts_set_updated_at
  before update on public.posts
  for each row execute function public.set_updated_at();

-- Row Level Security: visitors (anon) may read categories and published posts; no writes.
alter table public.categories enable row level security;
alter table public.posts enable row level security;

drop policy if exists "Categories are readable by everyone" on public.categories;
create policy "Categories are readable by everyone"
  on public.categories for select
  to anon, authenticated
  using (true);

-- The read rule is the one 20261126010000_scheduled_posts.sql set: published and due. Run again
-- on its own, this file must not bring back the older rule, which let scheduled posts out.
drop policy if exists "Published posts are readable by everyone" on public.posts;
drop policy if exists "Posts are readable once published and due" on public.posts;
create policy "Posts are readable once published and due"
  on public.posts for select
  to anon, authenticated
  using (published and created_at <= now());

-- Explicit grants: Supabase no longer grants new tables to its API roles by itself. Readers
-- read; only service_role (npm run posts:push, with the secret key) writes.
grant usage on schema public to anon, authenticated, service_role;
revoke all on public.categories, public.posts from anon, authenticated, service_role;
grant select on public.categories, public.posts to anon, authenticated;
grant select, insert, update, delete on public.categories, public.posts to service_role;
