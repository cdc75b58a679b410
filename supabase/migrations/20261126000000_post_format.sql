-- How a post's body is written. 'markdown': the Markdown of a file in content/posts/ (a single
-- newline is a line break). 'text': the original plain text with newlines and <h2>/<h3> lines,
-- which rows written before this column existed keep, so they render exactly as before.
alter table public.posts add column if not exists format text not null default 'text';

do $$ begin
  if not exists (select from pg_constraint where conname = 'posts_format_check') then
    alter table public.posts
      add constraint posts_format_check check (format in ('text', 'markdown'));
  end if;
end $$;
