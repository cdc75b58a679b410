-- Takes any project the site can meet to one state, whatever it started as: empty, on an earlier
-- version of these migrations, or made the seed's way (uuid ids, its own read policies, none of
-- the later columns). Safe to run again. See docs/decisions/0035-the-project-an-owner-really-has.md.

-- The columns the site reads, where a project made elsewhere lacks them. Each has a default,
-- so no row changes meaning; a post without `published` stays hidden until the author says so.
alter table public.posts add column if not exists excerpt text not null default '';
alter table public.posts add column if not exists content text not null default '';
alter table public.posts add column if not exists featured_image_url text;
alter table public.posts add column if not exists published boolean not null default false;
alter table public.posts add column if not exists created_at timestamptz not null default now();
alter table public.posts add column if not exists updated_at timestamptz not null default now();

-- posts:push writes each post and category by its slug, so a slug must name one row.
do $$
declare
  tbl text;
  dupes text;
begin
  foreach tbl in array array['categories', 'posts'] loop
    if not exists (
      select from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = format('public.%I', tbl)::regclass and i.indisunique
         and i.indnkeyatts = 1 and a.attname = 'slug' and i.indpred is null
    ) then
      execute format('select string_agg(slug, '', '') from (select slug from public.%I
                       group by slug having count(*) > 1 limit 5) d', tbl) into dupes;
      if dupes is not null then
        raise exception 'Some % share a slug (%): nothing was changed.', tbl, dupes
          using hint = 'Give each its own slug in the table editor, then run the migrations again.';
      end if;
      execute format('create unique index %I on public.%I (slug)', tbl || '_slug_key', tbl);
    end if;
  end loop;
end $$;

-- One read rule per table. Read policies are OR-ed, so any other one left from a template or an
-- earlier setup (the seed's "published = true" one, say) would let scheduled posts and drafts
-- out beside ours. Every other policy on these tables goes, each named in a notice.
do $$
declare
  old record;
begin
  for old in
    select tablename, policyname from pg_policies
     where schemaname = 'public' and tablename in ('categories', 'posts')
       and (tablename, policyname) not in (
         ('categories', 'Categories are readable by everyone'),
         ('posts', 'Posts are readable once published and due'))
  loop
    raise notice 'dropping the policy "%" on %: the blog''s own rule replaces it',
      old.policyname, old.tablename;
    execute format('drop policy %I on public.%I', old.policyname, old.tablename);
  end loop;
end $$;

alter table public.categories enable row level security;
alter table public.posts enable row level security;

drop policy if exists "Categories are readable by everyone" on public.categories;
create policy "Categories are readable by everyone"
  on public.categories for select
  to anon, authenticated
  using (true);

drop policy if exists "Posts are readable once published and due" on public.posts;
create policy "Posts are readable once published and due"
  on public.posts for select
  to anon, authenticated
  using (published and created_at <= now());

-- Grants, explicit: from 30 May 2026 Supabase grants nothing on new tables by itself, and a
-- project made before then granted everything to every role. Readers read; service_role writes.
grant usage on schema public to anon, authenticated, service_role;
revoke all on public.categories, public.posts from public, anon, authenticated, service_role;
grant select on public.categories, public.posts to anon, authenticated;
grant select, insert, update, delete on public.categories, public.posts to service_role;
grant execute on function public.set_updated_at() to service_role;

-- An id made by a sequence (bigserial, identity) needs it for service_role's inserts.
do $$
declare
  seq text;
begin
  foreach seq in array array[pg_get_serial_sequence('public.categories', 'id'),
                             pg_get_serial_sequence('public.posts', 'id')] loop
    if seq is not null then
      execute format('grant usage, select on sequence %s to service_role', seq);
    end if;
  end loop;
end $$;

-- When npm run posts:push last wrote each post, so it can tell a post edited in the table editor
-- since (updated_at later than pushed_at) and leave that edit alone rather than overwrite it. An
-- update that sets pushed_at is a push: the time is the database's, the same now() the
-- updated_at trigger stamps. Null: never pushed (written in Supabase itself).
alter table public.posts add column if not exists pushed_at timestamptz;

create or replace function public.stamp_pushed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.pushed_at is distinct from old.pushed_at then
    new.pushed_at := now();
  end if;
  return new;
end;
$$;

drop trigger if exists posts_stamp_pushed_at on public.posts;
create trigger posts_stamp_pushed_at
  before update on public.posts
  for each row execute function public.stamp_pushed_at();
grant execute on function public.stamp_pushed_at() to service_role;
