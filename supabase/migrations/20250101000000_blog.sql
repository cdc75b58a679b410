-- Blog schema: categories and posts, readable by anonymous visitors, writable by nobody but
-- the project owner (service role / dashboard). Runs on Supabase and on the embedded PGlite.

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

-- The list is read newest first, optionally published only; filters join on category.
create index if not exists posts_created_at_idx on public.posts (created_at desc);
create index if not exists posts_published_created_at_idx
  on public.posts (created_at desc) where published;
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

drop policy if exists "Published posts are readable by everyone" on public.posts;
create policy "Published posts are readable by everyone"
  on public.posts for select
  to anon, authenticated
  using (published);

revoke all on public.categories, public.posts from anon, authenticated;
grant select on public.categories, public.posts to anon, authenticated;
