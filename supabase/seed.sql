-- Seed data for Menopause & Me: five categories and fourteen posts, March 2024 to November 2026.
-- Run once on a fresh database after the migrations. Post bodies are plain text: newlines are
-- paragraph breaks, <h2>/<h3> lines are subheadings, and the only other markup is the occasional
-- <a href> link. The author's facts (ages, routine) follow content/author-story.ts, and
-- test/unit/author-story.test.ts reads every post against it.
-- Exactly one post is a draft (draft-hrt-first-month) and exactly one has no category.

insert into public.categories (name, slug) values
  ('Symptoms & Health', 'symptoms-health'),
  ('Sleep', 'sleep'),
  ('Food & Nutrition', 'food-nutrition'),
  ('Mind & Mood', 'mind-mood'),
  ('Movement', 'movement');

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'What I Wish I''d Known When This All Started',
  'what-i-wish-id-known',
  'Looking back at the two years before I knew what was happening, this is everything I wish someone had told me about perimenopause, from the odd symptoms to that first GP appointment.',
  'I was forty-five the first time I cried in the car park at Sainsbury''s for no reason I could name. I had a trolley full of shopping, a parking ticket about to run out and a sudden, bottomless certainty that I was failing at everything. Ten minutes later I was fine. I put it down to a long week.

It took me nearly two more years to connect that afternoon with the rest of it: the periods that arrived early, then late, then twice in one month; the itchy skin on my shins; the heart that raced when I lay down at night; the way I would walk into a room and stand there, completely blank. Each thing on its own seemed small and explainable. Together, they were perimenopause, and nobody had told me that was what it could look like.

So this is the post I wish I had read at forty-five. It isn''t medical advice. It is simply what I have learned the slow way.
<h2>It can start earlier than you think</h2>
I had a vague idea that menopause happened at around fifty, more or less overnight, with hot flushes. Nobody mentioned the years before, when hormones rise and fall unpredictably and the symptoms can be anything from aching joints to anxiety. The average age for a last period in the UK is 51, but the changes can begin many years before that.
<h2>It isn''t just hot flushes</h2>
I didn''t have a single flush for the first eighteen months. What I had was broken sleep, low mood, sore joints, a short fuse and a brain that felt as if it were wading through treacle. I spent a small fortune on magnesium, new pillows and a fancy planner before it occurred to me that all of it might be linked.
<h2>Keep a diary</h2>
This is the most useful thing I did. I bought a cheap notebook and wrote down, every evening, how I had slept, where I was in my cycle, my mood out of ten and anything odd. Within three months I could see patterns I would never have spotted otherwise, and when I went back to my GP I had something concrete to put on the desk instead of "I just don''t feel like myself".
<h2>Read good information before the appointment</h2>
I found the Mayo Clinic menopause guide useful for getting the big picture, and <a href="https://www.nhs.uk/conditions/menopause/">the NHS menopause pages</a> for how things work here, what the options are and what to expect from a GP. I wrote my questions down, took my diary and asked for a double appointment, which my surgery was happy to give me once I explained why.
<h2>You are allowed to ask again</h2>
My first appointment was not a success. I was told I was probably just stressed, which was true, but it wasn''t the whole story. I went back with the diary and saw a different GP with a special interest in women''s health, and it made all the difference. If you feel brushed off, it''s worth asking whether anyone at your practice has extra training in menopause.
<h2>Tell people</h2>
I kept it to myself for far too long, partly out of embarrassment and partly because I didn''t know what to call it. When I finally mentioned it to two friends over coffee, both of them said, "Oh, thank goodness, me too." We now have a group chat that is half practical tips and half terrible jokes, and I wouldn''t be without it.
<h2>It isn''t the end of anything</h2>
At first I was frightened that this was the start of getting old in the way I had always dreaded. Some days are still hard. But I am physically stronger than I have been in twenty years, I know my own body far better, and I have stopped apologising for needing eight hours'' sleep and a proper lunch.

If you''re at the beginning of this and reading at three in the morning because you can''t sleep: you are not imagining it, and you are not on your own. Write it down, take it to your GP, and be as kind to yourself as you would be to a friend.',
  '/images/blog/what-i-wish-id-known.svg',
  'An open notebook with handwritten notes and coloured dots, a pen and a cup of tea on a cream table',
  true,
  '2024-03-09 09:15:00+00',
  '2025-02-11 20:40:00+00',
  null
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Night Sweats, Damp Pillows and the 3am Club',
  'night-sweats-and-the-3am-club',
  'For months I woke at three every morning soaked through and wide awake. These are the small, unglamorous changes to my bedroom and my evenings that slowly gave me my nights back.',
  'If you have never woken at three in the morning with your nightie stuck to your back and the duvet feeling like a wet tent, I am genuinely pleased for you. For about eight months last year it was my nightly routine. I would wake up boiling, throw everything off, lie there until I was freezing, pull it all back on, and then stare at the ceiling until the alarm went at half five.

I started calling it the 3am Club. Judging by the messages I get, the membership is large.

This is what I changed, roughly in the order I tried it. None of it is a cure and none of it is medical advice, but together it took me from waking three or four times a night to sleeping through on most nights.
<h2>The bedding</h2>
The bedding went first. We had a thick all-seasons duvet that my husband loves. I now have my own single duvet in a low tog on my side of the bed, and he keeps his. It looks odd and I don''t care. I swapped polyester pillowcases for cotton, and I keep a spare pillowcase and a folded cotton T-shirt on the bedside table, so that if I do wake drenched I can change in the dark in under a minute without properly waking up.
<h2>The room</h2>
Then the room. Our bedroom faces south-west and holds the afternoon heat. In summer I keep the blind down during the day, I open the window a crack before bed even in winter, and I bought a small, quiet fan that sits on my bedside table pointing at my face. The hum turned out to be a bonus: it masks the traffic and the neighbour''s dog.

Next to the fan there is always a tall glass of iced water. When I wake hot, I sip it and hold the cold glass against my wrists and the back of my neck. It sounds silly. For me it works faster than anything else.
<h2>The evening</h2>
Then the evening. This was the hardest part, because it meant looking honestly at habits I liked. The glass of red wine with dinner was, without question, making my nights worse. I kept notes for a fortnight, and the nights I''d had a drink were the nights I woke soaked. After seeing that written down it wasn''t a difficult decision, though it was a sad one. Spicy food late in the evening did the same, and so did a hot bath just before bed, which I had always thought of as relaxing.

Now I eat my last meal much earlier, at around five, and have a lukewarm shower rather than a hot bath. I put my phone away at about nine and read a paper book under a small, warm lamp, and I''m usually asleep by ten.
<h2>When I do wake</h2>
The 3am wake-ups didn''t disappear completely, so I also had to change what I did when they happened. I used to lie there doing mental arithmetic about how many hours were left before the alarm, which guaranteed I''d be awake for the rest of the night. Now the clock is turned to the wall. If I''m still awake after what feels like twenty minutes, I get up, sit in the spare room with a blanket and a dull book in dim light, and go back to bed when I feel sleepy. Most nights I don''t need to.

I''ve written the whole thing out, step by step, in <a href="/sleep">my sleep routine</a>, including the things I tried that made no difference at all.

One last thing. If night sweats are severe, wake you every night, or come with other symptoms you can''t explain, please go and see your GP. Night sweats have causes other than menopause, and it''s worth ruling those out. For me, once that had been done, it became a question of what I could change, and there turned out to be more than I expected.',
  '/images/blog/night-sweats-and-the-3am-club.svg',
  'A bedroom at night: a small fan and a glass of iced water on the bedside table, and a crescent moon in the window',
  true,
  '2024-05-21 06:40:00+00',
  '2024-06-02 19:10:00+00',
  (select id from public.categories where slug = 'sleep')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Hot Flushes in Meetings: What Actually Helped Me at Work',
  'hot-flushes-at-work',
  'The first time a hot flush hit me in the middle of a presentation I wanted the floor to swallow me up. This is how I learned to manage them at work, and how I finally talked to my manager.',
  'The first proper hot flush I had at work arrived halfway through a presentation to about twenty people. It started as a prickle in my chest, rose up my neck and into my face, and within thirty seconds I could feel sweat running down my back under a polyester blouse that has since gone to the charity shop. I carried on talking, but I have no memory of what I said. I just remember the faces, and the overwhelming wish to be anywhere else.

I work full days in an office, usually eight until six, and at the worst point I was having five or six flushes in a working day. These are the things that helped me. Your list might look very different.
<h2>Layers, always</h2>
I stopped wearing anything I couldn''t take off in a meeting. My work uniform is now a cotton or linen top with a light cardigan or blazer over it, so there is always something to remove. I avoid anything synthetic, high-necked or tight at the waist, and I keep a spare top in my desk drawer. I used it twice in the first month and felt ridiculous, and then extremely grateful.
<h2>A fan and a water bottle</h2>
A small rechargeable fan lives in my bag and a big insulated bottle of cold water sits on my desk. I noticed early on that a flush often followed a hot coffee, so I now let my coffee go lukewarm or have it iced, and have nothing with caffeine after midday.
<h2>Where I sit</h2>
I asked, very politely, whether I could move to the desk by the window that opens. Nobody minded in the slightest. In meeting rooms I sit near the door or the air conditioning rather than in the middle, backed against the radiator.
<h2>Breathing out slowly</h2>
This sounds too simple to matter, but when I feel a flush starting I breathe out for longer than I breathe in, six or seven times over. It doesn''t stop the flush, but it stops the panic that used to come with it, and the panic was making everything worse.
<h2>Knowing my triggers</h2>
For a month I noted every flush, the time, and what I''d just been doing. The pattern was clear: hot drinks, rushing up the stairs late for something, spicy lunches, difficult conversations and the overheated meeting room on the fourth floor. I couldn''t avoid all of them, but knowing them took a lot of the fear away.
<h2>Telling my manager</h2>
This was the big one, and I put it off for months. In the end I booked half an hour, took a few notes and said plainly that I was going through the menopause, that it was affecting my sleep and my temperature, and what would help. She was brilliant. It turned out our company had a menopause policy I had never read, and she''d supported a colleague through the same thing. Small adjustments, like a desk fan, the flexibility to start a little later after a bad night and cameras off for some video calls, cost nobody anything and made my working life far easier.

If you''re not sure what to say, it helps to have a list of what you''re dealing with. I found the NHS menopause symptoms list useful for naming things I had been vaguely putting up with, like palpitations and aching joints, and it made me realise that hot flushes were only one part of a bigger picture.

Flushes are also worth talking to your GP about, especially if they''re frequent or getting in the way of your work. There are treatments, both hormonal and non-hormonal, and a GP can talk you through what might suit you. That conversation was the start of things getting better for me, alongside everything above.

These days a flush in a meeting is a minor nuisance. I take off my cardigan, sip my water, breathe out slowly and carry on. Nobody notices half as much as I once thought they did.',
  '/images/blog/hot-flushes-at-work.svg',
  'An office desk by an open window, with a small fan, a bottle of cold water, a laptop and a cardigan hung over the chair',
  true,
  '2024-07-16 12:20:00+00',
  '2025-09-30 19:25:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Brain Fog: The Day I Forgot the Word for Kettle',
  'brain-fog-forgetting-words',
  'Losing words mid-sentence frightened me more than any other symptom. This is what brain fog felt like for me, what I feared it meant, and the everyday habits that helped me think clearly again.',
  'I was standing in the kitchen, holding the kettle, and I could not remember what it was called. I knew exactly what it was. I knew what it did. I could picture the box it came in. But the word had simply gone, and I stood there with my mouth slightly open while my daughter waited for me to finish my sentence. "The thing," I said eventually. "The hot water thing."

We laughed about it. Later, on my own, I cried, because it wasn''t the first time. For months I had been losing words mid-sentence, forgetting why I''d gone upstairs, reading the same paragraph of a report three times and leaving my keys in the fridge. At work, where I had always been the person who remembered everything, I was writing down things I would never have needed to before, and still missing them.

My mother had dementia in her last years, and I''ll be honest: that is where my mind went. Every lost word felt like the beginning of something terrible.

What helped first was finding out how common this is. Brain fog, as it''s usually called, is one of the most frequently reported symptoms of perimenopause, and for many women it eases after the menopause. Reading the Cleveland Clinic memory loss page helped me understand the difference between the kind of forgetfulness that comes with hormonal change, stress and poor sleep, and the signs that would be worth investigating further. It didn''t replace a conversation with my GP, which I had, and which I''d encourage anyone worried about their memory to have too. But it turned the volume down on the fear.
<h2>What I changed</h2>
Sleep came first, because it turned out to be the biggest factor by far. On the days after I''d been awake half the night with sweats, my memory was dreadful. On the days after a good night I was almost myself. Working on my sleep did more for my brain than anything else I tried.
<h3>Relying less on memory</h3>
I made my working life less dependent on memory. That might sound like giving up, but it felt like the opposite. I keep one notebook for everything instead of a dozen sticky notes. Each evening I write a short list of the three things that must happen tomorrow. My keys, glasses and purse go in the same bowl by the door, every single time. Anything with a time attached gets a reminder on my phone. None of this is clever, but all of it cut down the small failures that were chipping away at my confidence.
<h3>One thing at a time</h3>
I stopped multitasking. I used to be proud of juggling two conversations, an email and a shopping list at once. Now I do one thing, finish it and move on. When I''m reading something important, I close every other window. It''s slower in theory and faster in practice, because I only have to do it once.
<h3>Moving every day</h3>
I move every day. On days when I''ve walked at lunchtime or been to a class in the evening, my head is noticeably clearer. I don''t understand all the reasons and I won''t pretend to, but the pattern in my diary is unmistakable.
<h3>A proper breakfast</h3>
I eat properly, especially at breakfast. A slice of toast on the run used to leave me foggy by ten. A breakfast with some protein in it keeps me steadier until lunch.
<h3>Saying it out loud</h3>
And I talk about it. When a word goes missing now, I say, "Sorry, menopause moment," and carry on. Most of the time the other person either laughs or says, "Oh, me too." Naming it has taken away most of the shame.

The fog still rolls in sometimes, usually after a bad night or a stressful week. But it no longer frightens me the way it did, and the kettle and I are back on first-name terms.',
  '/images/blog/brain-fog-forgetting-words.svg',
  'A kettle on a kitchen worktop half hidden by a soft cloud, beside a notebook and a bowl holding keys and glasses',
  true,
  '2024-09-30 19:05:00+00',
  '2024-10-04 07:45:00+00',
  (select id from public.categories where slug = 'mind-mood')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Why I Started Lifting Weights at Fifty',
  'lifting-weights-at-fifty',
  'For thirty years I walked straight past the weights section. This is how I started strength training at fifty, what my first few months looked like, and why I won''t be stopping now.',
  'For thirty years I walked straight past the weights section of every gym I joined. It was full of young men grunting at mirrors, and I assumed it had nothing to do with me. I did classes, I went for walks, I occasionally jogged in a half-hearted way, and I thought that was exercise done.

Then, at fifty, three things happened close together. I noticed I was struggling to lift a full watering can. A friend my age broke her wrist tripping on a kerb. And I read about what happens to bone density and muscle after the menopause, when falling oestrogen speeds up the loss of both. I can''t say I''d never heard any of it before, but I had never really thought of it as something happening to me.

So I booked three sessions with a personal trainer at my local leisure centre, and it was the best money I have spent in years. I should say clearly that I''m not a fitness professional, and if you have a health condition or joint problems, or haven''t exercised for a long time, it''s sensible to talk to your GP before starting anything new. What follows is just my experience.
<h2>The first session</h2>
The first session was humbling. I squatted with no weight at all and my knees wobbled. I did press-ups against a wall. I held a plank for about fifteen seconds. The trainer, a calm woman in her forties, wrote everything down and told me that was exactly where most people start. She taught me five basic movements properly: a squat, a hinge (picking something up from the floor without rounding my back), a push, a pull, and carrying something heavy in each hand.

After those three sessions I had a simple plan and carried on alone. Two, then three times a week, I worked through the movements with dumbbells and a kettlebell, doing two or three sets of each. When the last few repetitions felt easy, I went up a little in weight. When they didn''t, I stayed where I was. I wrote down every weight I lifted in a notebook, which turned out to be enormously motivating, because I could watch the numbers creep up even on the weeks I felt I wasn''t improving at all.
<h2>The first three months</h2>
The changes in the first three months surprised me. I slept better on lifting days. My lower back, which had ached for years, stopped bothering me. My knees felt steadier on the stairs. I could carry all the shopping in from the car in one trip. And my mood lifted in a way I hadn''t expected: there is something deeply satisfying about doing a thing you were sure you couldn''t.

What I didn''t notice was any dramatic change in the mirror, and I''ve made peace with that. I''m not doing this to look a particular way. I''m doing it so that at seventy-five I can still get up off the floor, pick up a grandchild if I''m lucky enough to have one, and lift my own suitcase into the overhead locker.
<h2>What I''ve learned</h2>
Good form matters far more than heavy weights, so get someone to check yours if you can. Rest days matter too: I''m in my fifties, not my twenties, and my body takes longer to recover. Protein matters; I was eating far too little of it, and now I make sure there''s some at every meal. And consistency matters most of all. A short, steady session done every week beats a heroic one done once a month.

These days my week has a rhythm: a spin class on Monday, upper body on Tuesday, lower body on Thursday, a short core session on Friday and a full-body session on Sunday, with rest days and walking in between. It took me more than a year to build up to that, and I would never suggest anyone starts there.

If you''ve been walking past the weights, I''d gently suggest you stop. Start small, start light, ask for help and write everything down. I only wish I''d started ten years sooner.',
  '/images/blog/lifting-weights-at-fifty.svg',
  'A kettlebell, a pair of dumbbells and a water bottle on an exercise mat beside a potted plant',
  true,
  '2024-11-12 18:45:00+00',
  '2025-10-02 20:05:00+00',
  (select id from public.categories where slug = 'movement')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Porridge, Protein and Giving Up the Afternoon Biscuit',
  'porridge-protein-afternoon-biscuit',
  'How I changed the way I eat without going on a diet: a proper breakfast, protein at every meal, an earlier dinner and, finally, breaking up with the four o''clock biscuit tin.',
  'For most of my adult life, breakfast was a coffee, lunch was whatever was quickest and dinner was at half past eight, when I finally stopped. In between there was the biscuit tin, which lived in the kitchen at work and called my name every afternoon at about four.

In my late forties this stopped working. My weight started swinging by about five kilos in either direction for no reason I could see, and it mostly settled around my middle. I was starving by eleven, shaky by four and bloated in the evenings. My energy was all over the place and my sleep was poor, which made everything else harder.

I didn''t want to go on a diet. I''ve been on enough of them to know where they end. What I wanted was a way of eating that kept me steady, and this is what I''ve settled on after about a year of trial and error. It''s what works for me, not a plan for anyone else, and if you''re thinking about big changes to what you eat, particularly with a health condition, your GP or a registered dietitian is the right person to talk to.
<h2>Breakfast became non-negotiable</h2>
I now eat within an hour of getting up, and most days that means porridge. I make it with oats and milk, stir in a spoonful of Greek yoghurt or a scoop of protein powder at the end, and top it with berries and a handful of chopped nuts or seeds. In summer I make overnight oats in a jar before bed instead. The difference it made to my mornings was almost embarrassing: no more eleven o''clock crash, and no more raiding the office fruit bowl in desperation.
<h2>Protein at every meal</h2>
I had no idea how little protein I was eating until I wrote it all down for a week. It was mostly toast and pasta with a bit of cheese. Now every meal has an obvious source: eggs, Greek yoghurt, fish, chicken, lentils, beans, tofu, and lean steak now and then. Because I do strength training I aim for a fairly generous amount for my weight, but the right amount varies from person to person, and it''s worth getting proper advice on that.
<h2>Vegetables and fruit first</h2>
I try to make about half my plate vegetables, and I''ve stopped thinking of salad as a side dish. A big bowl of rocket, tomatoes, cucumber, avocado and salmon is one of my favourite lunches. Sweet potato and chickpeas roasted at 200°C (180°C fan) for half an hour with a little olive oil and smoked paprika have replaced a lot of my old bread habit.
<h2>An earlier dinner</h2>
This one surprised me most. I now eat my last meal between half past four and five, then nothing but water or herbal tea until the morning. I go to bed at about ten, so that''s a gap of around five hours. My sleep is better, the evening bloating has gone and I''m no longer lying in bed with indigestion. I know not everyone''s working day allows this, and I''m lucky that mine mostly does.
<h2>Goodbye, biscuit tin</h2>
I didn''t manage this through willpower. Once I was eating properly at breakfast and lunch, the four o''clock craving got much weaker on its own. When I do want something in the afternoon, I have a handful of nuts, a piece of fruit or a protein shake. Once or twice a week I have a biscuit, and I enjoy it.
<h2>What I''ve stopped</h2>
Alcohol, mainly because of my sleep. Fizzy drinks and energy drinks. Takeaways and ready meals, most of the time, and fried food. I don''t feel deprived, because I''ve replaced them with food I genuinely like, but I won''t pretend the first month without a Friday takeaway was easy.

If you''d like to see how it all fits together, I''ve written up <a href="https://menopauseandme.co.uk/food">what I eat in a day</a>, with the proportions I aim for and the things I avoid. The recipes section has my favourite breakfasts, lunches and dinners too, all quick enough for a weekday.

It isn''t perfect. Some weeks I eat toast for dinner standing up in the kitchen. But most weeks I eat well, I feel steadier, and my weight has stopped swinging the way it did. That''s enough for me.',
  '/images/blog/porridge-protein-afternoon-biscuit.svg',
  'A bowl of porridge topped with berries, nuts and seeds, with a spoon and a folded tea towel',
  true,
  '2025-01-18 08:10:00+00',
  '2025-01-20 17:30:00+00',
  (select id from public.categories where slug = 'food-nutrition')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Dry Skin, Thinning Hair and Making Peace with the Mirror',
  'dry-skin-thinning-hair',
  'Nobody warned me that menopause would change my skin and hair so much. Here is what happened to mine, the simple routine that helped, and how I stopped fighting my reflection every morning.',
  'Nobody warned me about the skin. I had braced myself for hot flushes and mood swings, but not for waking up one morning to find my face tight and papery, my shins flaking like a lizard''s and more hair in the plughole than I had ever seen.

Over about two years my skin went from combination, with the odd breakout, to dry and easily irritated. It looked duller, and fine lines appeared around my mouth that I swear weren''t there the spring before. My hair thinned at the temples and along my parting, and what was left turned frizzy and brittle. A few itchy patches on my arms kept me awake at night.

As with everything else, it took me a while to connect it to hormones. Oestrogen helps keep skin plump and moisturised and hair growing, and as levels fall, many women notice exactly what I noticed. Knowing that didn''t make it vanish, but it did help me stop blaming myself and the cheap shampoo.

I found the British Association of Dermatologists skin care advice helpful and sensible, and much of what I do now comes from reading it and from a good conversation with a pharmacist. What follows is my routine, not a recommendation, and anything persistent or painful, or anything that looks like a rash, should be seen by your GP or a pharmacist.
<h2>Gentle cleansing</h2>
I threw out the foaming face wash I had used for years and replaced it with a creamy cleanser. I wash my face with lukewarm water, never hot, and pat it dry. In the shower I use a soap-free wash and keep the water lukewarm, however tempting a hot one is on a cold morning.
<h2>Moisturiser, and lots of it</h2>
A richer cream on my face morning and night, and a plain, fragrance-free emollient on my body straight after the shower, while my skin is still slightly damp. My shins stopped flaking within a fortnight. I keep one tub by the bed and another by the kettle, because I''m far more likely to use it if I can see it.
<h2>Sunscreen every day</h2>
I had always thought of sunscreen as a holiday thing. Now I wear a broad-spectrum SPF every morning, even on grey days in February, because I''ve learned how much of what we call skin ageing is really sun damage.
<h2>Less is more</h2>
I was tempted to buy every serum going. What actually helped was using fewer products, not more, and introducing anything new one at a time so I could tell what was irritating me.
<h2>My hair</h2>
For my hair, I started washing it less often, with a gentler shampoo and a conditioner on the ends only. I stopped using the straighteners every day and let it dry naturally whenever I could. My hairdresser suggested a shorter, layered cut that makes it look fuller, and she was right. I also mentioned the thinning to my GP, who checked my iron and thyroid, because both can affect hair. It''s worth asking.
<h2>The face in the mirror</h2>
Then there''s the part no cream can fix. For a while I hated looking in the mirror. I saw my mother''s face looking back at me, tired and cross. What changed wasn''t so much my skin as my attitude. I began to notice that on the mornings after a good night''s sleep, a glass of water and a walk, I looked fine. More than fine, actually: I looked like a woman in her fifties who was taking care of herself. I stopped comparing myself with photographs from twenty years ago.

The routine I''ve ended up with takes about four minutes in the morning and three at night. My skin is calmer and softer than it has been in years, my hair is thicker than it was at its worst, and I''ve mostly made peace with the face in the mirror. Most days I even like her.',
  '/images/blog/dry-skin-thinning-hair.svg',
  'A round mirror above a shelf with a tub of moisturiser, a bottle of sun cream and a wide-toothed comb',
  true,
  '2025-03-14 08:30:00+00',
  '2025-04-02 19:50:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'When Anxiety Arrived Out of Nowhere',
  'anxiety-out-of-nowhere',
  'I''d never been an anxious person until perimenopause. An honest account of the racing heart, the 4am dread and the small daily things, including asking for help, that brought me back to myself.',
  'I have never thought of myself as an anxious person. I was the calm one at work, the one who organised the family holidays, the one who dealt with the leaking roof and the broken boiler without any fuss. So when, at forty-nine, I started waking at four in the morning with my heart hammering and a sense that something dreadful was about to happen, I didn''t recognise it for what it was.

It came in waves. Some weeks I was fine. Then, for no reason at all, I''d feel my chest tighten on the drive to work, or catch myself rehearsing catastrophes: my husband in a car crash, my daughter ill, losing my job. I began avoiding things I had always enjoyed, like busy restaurants and the Saturday market. I snapped at the people I love. More than anything, I felt I was losing myself.

I''m writing about it because I know I''m not the only one, and because it took me far too long to ask for help.

The first step was the GP. I went expecting to be told to take up yoga. Instead she listened, asked careful questions about my periods, my sleep and my mood, and explained that new anxiety in midlife can be connected with hormonal changes, although other things can cause it too and she wanted to rule those out. We talked through the options, including talking therapy, and she referred me. If you''re feeling like this, please do see your GP. And if you ever feel you can''t keep yourself safe, contact your GP urgently, call NHS 111, or ring Samaritans on 116 123 at any time of day or night.
<h2>The everyday things that help</h2>
Alongside that, these are the everyday things that have helped me.
<h3>Slowing my breath</h3>
When a wave comes, I breathe in through my nose for a count of four and out through my mouth for a count of six or seven, five or six times over. It doesn''t make the worry disappear, but it turns the volume down enough for me to think.
<h3>Cutting down on caffeine</h3>
I used to drink four or five strong coffees a day. Now I have one or two in the morning and nothing with caffeine after midday, just decaf or herbal tea. The racing heart in the afternoons eased within a week.
<h3>The first cup of tea, by the window</h3>
Every morning, before I look at my phone, I make a cup of tea and sit by the kitchen window for ten minutes. Quite often it''s raining. I watch the drops run down the glass and the blackbird on the fence, and I let my mind wander wherever it likes. It''s the calmest part of my day, and I guard it fiercely.
<h3>Moving my body</h3>
A brisk walk does more for my anxiety than almost anything else. On the days I''m most wound up, I put my trainers on at lunchtime and walk round the park, even if it''s only for fifteen minutes.
<h3>Writing it down</h3>
At four in the morning every worry feels huge and real. I keep a notebook by the bed, and if I wake with my mind racing I write the worries down, close the book and tell myself I''ll look at them in daylight. In daylight, most of them shrink to a sensible size.
<h3>Talking</h3>
The therapy sessions helped me notice the patterns in my thinking and gave me practical ways to interrupt them. Just as helpful, in a different way, was telling my closest friends. Two of them had been through something very similar and had never said a word.
<h3>Being patient with myself</h3>
There are still bad weeks. The difference now is that I recognise them, I know they pass, and I have a handful of things to do while I wait.

Three years on from that first 4am dread, I''m more myself than I have been for a long time. I''m back at the Saturday market, with a coffee that is, admittedly, decaf. If you''re in the middle of this, please know that it can get better, and that asking for help is a strong thing to do, not a weak one.',
  '/images/blog/anxiety-out-of-nowhere.svg',
  'A steaming mug of tea on a windowsill beside a plant, looking out at rain falling on green hills, with a blackbird on the fence',
  true,
  '2025-06-03 07:50:00+00',
  '2025-06-05 20:15:00+00',
  (select id from public.categories where slug = 'mind-mood')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'What My First Month on HRT Was Really Like',
  'draft-hrt-first-month',
  'After a long time deciding, I started HRT. This is my honest diary of the first four weeks: the nerves, the side effects that settled, what changed and the questions I took back to my GP.',
  'I''m keeping this as a draft for now, because I''m still not sure how much of it I want to share. HRT is such a personal decision, and there is so much strong feeling around it, that I want to be careful. But when I was deciding, what I most wanted to read was an ordinary woman''s honest account of the first few weeks, so here is mine.

Please read this as one person''s diary and nothing more. Whether HRT is right for you, and which kind, is a conversation to have with your GP or a menopause specialist, who can look at your own history and risks. I''m deliberately not going to talk about doses or brands, because what suits me may not suit you at all.

How I got here. I put off the conversation for nearly two years. Some of that was fear, based mostly on headlines I half-remembered from the early 2000s. Some of it was a stubborn feeling that I ought to be able to manage without. What changed my mind was a long appointment with my GP, where we went through my symptom diary, my family history and my blood pressure, and she explained the benefits and risks for someone like me in plain language. I went home, read what she had suggested, talked it over with my husband and went back a fortnight later with a list of questions. Then I decided to give it a try.

Week one. I started with patches, which I change twice a week, along with a second medicine my GP explained is needed to protect the womb if you still have one. I was surprisingly nervous sticking the first patch on. Then nothing happened. Literally nothing, for about five days, apart from a slightly itchy square of skin on my hip. I had somehow expected to feel transformed overnight, and I was oddly disappointed.

Week two. My breasts were sore and I felt a bit bloated, which my GP had warned me might happen. I had a couple of headaches. I also noticed, around day ten, that I''d slept through the night twice in a row, which hadn''t happened for months. I didn''t want to jinx it, so I told nobody.

Week three. The night sweats were definitely less frequent. I still had some hot flushes during the day, but they were milder and shorter. The tenderness was settling down. I had one very teary evening, which may or may not have been connected. I wrote it down and moved on.

Week four. This was the week I noticed a difference in my head. Not a dramatic lift, just a sense that the fog had thinned and I could think in straight lines again. I finished a piece of work without rereading every paragraph three times. I laughed at something on the radio and realised I hadn''t done that in a while.

What didn''t change. My joints still ache in the mornings. My skin is still dry. I''m still tired after a bad night. HRT hasn''t made me twenty-five again, and I never expected it to.

What I took back to the GP. At my review I took the diary and asked about the tenderness, the itchy patch sites and how long it would be before I''d know whether it was working properly. She was happy with how things were going and talked me through what to look out for. We agreed to review it again in a few months.

I''ll write more once I''ve been on it longer. For now, the honest summary is this: a slow, quiet improvement rather than a miracle, some side effects that settled, and the relief of finally making a decision I had put off for far too long.',
  null,
  null,
  false,
  '2025-08-20 21:00:00+00',
  '2025-09-01 20:30:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Saturday Walks: Why the Hills Keep Me Steady',
  'saturday-walks-in-the-hills',
  'Every Saturday I lace up my walking boots and head for the hills. Why a long, slow walk has become the most important part of my week, for my joints, my mood and my sleep, and how I began.',
  'It''s early October and the bracken on the hill behind our village has turned the colour of rust. I''ve just come back from my Saturday walk with my boots caked in mud and my cheeks pink, feeling more like myself than I have all week, and I wanted to write this while the feeling is still fresh.

I''ve walked on Saturday mornings for about three years now. It began as a way to get out of the house during a rough patch in perimenopause, when I was sleeping badly and feeling flat, and it has become the one part of my week I protect above almost everything else. My exercise plan has Saturdays down as active rest. For me that means no gym, no class and no weights: just a long, slow walk, usually somewhere with a hill.
<h2>Why walking</h2>
Why walking, when I also lift weights and go to spin? Because it does something for me that the other things don''t.

It''s kind to my joints. Perimenopause brought stiff hips and aching knees, especially first thing in the morning. Gentle, steady walking on soft ground seems to loosen everything up, and on the weeks I skip it, I notice.

It''s good for my bones. Walking is weight-bearing, meaning my legs and hips carry my body weight with every step, which is the kind of exercise often recommended for bone health as we get older. I carry a small rucksack too, with a flask, a waterproof and a snack, so there''s a little extra load.

It''s good for my head. If I''m honest, this is the main reason. After a week of meetings, screens and a brain that never quite switches off, three hours outside with nothing to do but put one foot in front of the other is the best thing I know for clearing the fog and quietening the worry. Often I walk alone and let my thoughts drift. Sometimes I go with a friend and we talk the whole way round, which is a different kind of medicine altogether.

It''s good for my sleep. On Saturday nights I sleep more deeply than on any other night of the week. Morning daylight, fresh air and tired legs seem to be a powerful combination.
<h2>How I started</h2>
I didn''t begin with hills. For the first couple of months I walked for forty minutes along the canal towpath, which is flat and close to home. Gradually I made the walks longer, then found a circular route with one proper climb in it, and built up from there. Now my usual walk is about eight miles with a couple of good hills, and a stop at the top for tea from the flask.
<h2>My kit</h2>
My kit is simple. The most important thing I bought was a decent pair of walking boots, fitted properly at an outdoor shop where the assistant measured both feet and had me walk up and down a little ramp. They cost more than I wanted to spend, and they''ve been worth every penny. I also have good walking socks, a waterproof jacket, layers I can peel off as I warm up (a hot flush halfway up a hill is its own special joy) and a pair of walking poles for steep descents, for which my knees are very grateful.
<h2>A few things I''ve learned</h2>
Tell someone where you''re going, especially if you walk alone. Check the weather and take it seriously, even in summer. Start smaller than you think you should. And if you have a health condition or haven''t exercised for a long time, check with your GP before taking on anything strenuous.

Above all, I''ve learned that the walk doesn''t need to be impressive. Some Saturdays it pours and I manage an hour round the local park, and that still counts. The point isn''t the distance. The point is being outside and moving for a while, with nothing to prove to anyone.

If you''re struggling with low mood, poor sleep or aching joints, and you''re able to get outside, I''d gently suggest trying a walk this weekend. Start with twenty minutes, notice how you feel afterwards, and then see whether you can do it again next week.',
  '/images/blog/saturday-walks-in-the-hills.svg',
  'A pair of walking boots at the start of a path that winds up into plum and green hills under a low sun',
  true,
  '2025-10-07 07:30:00+00',
  '2025-10-07 07:30:00+00',
  (select id from public.categories where slug = 'movement')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'A Year Without a Period: What Changed, and What Didn''t',
  'a-year-without-a-period',
  'My last period came in August 2024, when I was fifty-one, and I didn''t know it was the last. A year and a bit on, this is what changed once I was past the menopause, and what stubbornly stayed the same.',
  'My last period arrived in August 2024, when I was fifty-one. It was light, it was late, and it was completely unremarkable, which is exactly why I didn''t give it a second thought. If someone had told me at the time that it was the last one, I think I would have marked the occasion somehow. A cake, perhaps. Instead I noted the date in my app, as I had for years, and carried on.

You only know a period was your last by looking back. The usual definition is twelve months without one, so it wasn''t until August 2025 that I could say, with any certainty, that I was past the menopause. I''ve waited a few more months before writing this, partly to be sure and partly because I wanted to see how a winter felt on the other side. This is my experience, not a guide to yours, and none of it is medical advice.
<h2>How I knew</h2>
Honestly, I didn''t, not for a long time. In the last couple of years before it stopped, my cycle had been all over the place: three weeks, then seven, then nothing for three months and a flood. So a gap of a few months meant nothing on its own. What made the difference was the app and the diary. When I could scroll back and see five months, then eight, then ten with nothing in them, the pattern was there in black and white.

My GP had told me that at my age a diagnosis is usually made from symptoms and history rather than a blood test, and that matched what I''d read on the NHS pages. So there was no moment of confirmation, no letter, no result. Just a date that slowly became more important the further away it got.
<h2>What changed</h2>
The practical things first. I no longer plan my week around where the loos are, or carry a spare pair of knickers and a dark scarf in my work bag. I''ve given away the last of the period pants. That alone has taken a surprising weight off my mind, because for about three years I never quite knew what my body was going to do next.

My energy is steadier. The heavy periods of my late forties had left my iron low, which explained a great deal of the tiredness at the time, and a blood test this year showed it back where it should be. I''m not tired in that heavy, dragging way any more.

The flushes have eased, though they haven''t gone. At the worst point I was having five or six in a working day. Now it''s more like one or two a week, usually in a warm room or after rushing. I should say, because it would be dishonest not to, that I also started HRT in the summer of 2025, after a long time deciding, so I can''t tell you which of these changes is the menopause settling and which is the treatment. I''ll write about that decision properly when I''m ready.

And my mood is calmer. Not transformed, but calmer. The sudden dips that used to ambush me in the week before a period have gone, because there is no week before a period.
<h2>What didn''t</h2>
My joints still ache first thing, especially my fingers and hips, and they still loosen up once I get moving. My skin is still dry, and the lukewarm shower and the tub of cream by the kettle are still part of every morning. The odd word still goes missing mid-sentence, usually after a bad night.

My sleep is good, but only because I still do everything I describe in my sleep routine: the same bedtime, the early last meal, the cool bedroom. When I let it slip, on holiday or over Christmas, my nights slip with it. I had secretly hoped that once the hormones stopped swinging, everything would simply right itself. Some of it has. Most of it still needs looking after.
<h2>What I''m keeping an eye on</h2>
The big change in my thinking is that the work is no longer about getting through symptoms. It''s about the next thirty years. After the menopause, with less oestrogen, bone and muscle are lost more easily and the risk of heart disease goes up, so the strength training, the protein and the walking matter more now, not less. I''ve stopped thinking of them as things that help with menopause and started thinking of them as the way I intend to live.

I''ve also learned one rule that I want every woman reading this to know. Once you''ve gone a year without a period, any bleeding at all should be checked by your GP promptly, even if it''s light and even if it''s only once. Most of the time there''s a simple explanation, but it''s not something to wait and see about. If you''re on HRT, your GP will tell you what bleeding, if any, to expect and what to report, so ask at your review if you''re not sure.
<h2>If you''re still waiting</h2>
If you''re in the middle of the unpredictable years, tracking every period and wondering whether each gap is the one, I remember that feeling well. Keep writing the dates down. One day you''ll look back at a date that meant nothing at the time, and realise it was the end of a very long chapter.',
  '/images/blog/a-year-without-a-period.svg',
  'A wall calendar of twelve months with one month circled, beside a steaming cup of tea and a sprig of eucalyptus',
  true,
  '2025-12-09 19:30:00+00',
  '2025-12-09 19:30:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Half Past Five in February: Keeping My Routine Through the Dark Months',
  'half-past-five-in-february',
  'In summer a 5:30 alarm is easy. In February it''s pitch black, cold and raining. These are the small, stubborn things that keep my sleep and my mood on track through the darkest part of the year.',
  'My alarm goes at half past five every morning of the year. In June that means waking to birdsong and a bright bedroom, and getting up feels like the most natural thing in the world. In February it means lying in the pitch dark listening to rain on the window, with every cell in my body arguing that it''s the middle of the night.

For years winter undid all my good habits. I''d hit snooze, miss breakfast, drag myself through the day and then sit up late because I finally felt awake at ten at night. By March my sleep was in pieces and my mood not far behind. Since I built my routine, winter has become the real test of it, and this is what gets me through. It''s what works for me, not advice for anyone else.
<h2>Light, as early as I can get it</h2>
The dark mornings were the heart of the problem. Daylight first thing is one of the main signals that sets the body clock, and in February there isn''t any at half five. So I make my own. The big light goes on the moment I''m up, the kitchen is as bright as I can make it, and I have my glass of water and my breakfast under the brightest bulbs in the house.

Then I get outside as soon as there''s any daylight at all. On weekdays that''s the walk from the car park to the office, which I stretch out by going the long way round. At lunchtime I go out again, whatever the weather, for fifteen or twenty minutes. It''s not glamorous. It''s often wet. But on the weeks I skip it, I can feel my evenings getting later and my mornings getting harder.
<h2>The same times, even at weekends</h2>
The temptation on a dark Saturday is to stay in bed. I don''t, or at least not for long. I allow myself half an hour either side of my usual times at weekends and no more, because I''ve learned the hard way that a long lie-in on Saturday costs me a bad night on Sunday and a miserable Monday.

Bed is still between half past nine and ten. In winter that''s actually the easy part: by nine I''m more than ready for it.
<h2>Moving when it''s cold</h2>
Evening exercise is harder to face in the cold and dark, and I''ll admit that my Monday spin class has a smaller crowd in February than in May. What helps is taking the decision away. My gym bag lives by the front door, packed the night before, and I go straight from work without going home first, because once I''m on the sofa I''m not moving again.

The Saturday walk shrinks in the worst weather. In summer it''s about eight miles in the hills; on a February morning with sideways rain it might be an hour round the park in my waterproofs. It still counts. What matters is being outside in daylight and moving, not the distance.
<h2>Warm food, early</h2>
Winter makes me want to eat late and heavy, and that''s exactly what spoils my sleep. So I keep my last meal at half past four to five, and I make it something warm and filling: a stew or soup made on Sunday, or a baked sweet potato with beans. After that it''s water and herbal tea. A bowl of something hot at five keeps me far happier than cold salad would, and I''m not lying in bed at ten digesting it.
<h2>The wind-down matters more, not less</h2>
In summer I can get away with a sloppy evening. In winter I can''t. The lights go down at eight, the phone goes to the kitchen, I have a lukewarm shower and I read. I keep the bedroom cool even when it''s freezing outside, with an extra blanket at the foot of the bed rather than the radiator on, because waking up hot at three in the morning is still my least favourite thing in the world.
<h2>Being kind about the bad weeks</h2>
Some weeks in winter I feel flat however well I stick to all of this. I''ve learned not to treat that as failure. I keep the times, I get outside when I can, I see friends even when I don''t feel like it, and I wait for the mornings to get lighter, which they always do. By the middle of March the sky is pale blue at six, and I remember why the routine was worth keeping.

If your mood is low most days through the winter, or it''s affecting your life, please talk to your GP. Low mood that comes back every winter is something they can help with, and you don''t have to simply put up with it.',
  '/images/blog/half-past-five-in-february.svg',
  'A dark winter window with stars and a thin moon, a lamp glowing on the sill and an alarm clock showing half past five',
  true,
  '2026-02-17 06:55:00+00',
  '2026-02-19 20:10:00+00',
  (select id from public.categories where slug = 'sleep')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Three Years of Lifting: What Changed in My Body and My Head',
  'three-years-of-lifting',
  'I picked up my first kettlebell in the spring of 2023, at fifty. Three years and several notebooks later, this is what has changed, what hasn''t, and what I''d tell the woman with the wobbling knees at that first session.',
  'In the spring of 2023, at fifty, I stood in the corner of my local leisure centre and squatted with no weight at all while my knees wobbled and a patient trainer wrote everything down. This month I finished my third notebook of training logs, and I''ve been leafing back through them with a cup of tea and a slightly ridiculous sense of pride.

I wrote about how I started in an earlier post. This is the update: what three years of lifting has actually done for me. I''m not a fitness professional, and if you''re thinking of starting, your GP, a physiotherapist or a qualified trainer is the right person to help you begin safely.
<h2>The numbers in the notebook</h2>
The first page of the first notebook says: goblet squat, 4 kg kettlebell, two sets of eight, "knees shaky". The latest page says the same exercise with 16 kg, three sets of ten. My Romanian deadlift has gone from a pair of light dumbbells to more than I''d have believed I could lift. I still can''t do a proper press-up from my toes every time, but I''m close.

None of this is impressive by gym standards, and it isn''t meant to be. What the numbers show me is that a woman in her fifties can get steadily stronger, week after week, for years, simply by turning up and adding a little when it feels easy. On the weeks when I felt I was going nowhere, the notebook told me otherwise.
<h2>What changed that I can see</h2>
I carry all the shopping in one trip. I lift my own suitcase into the overhead locker. I can get up off the floor without putting a hand down, which I tested, slightly nervously, on my fifty-third birthday. My posture is better, my shoulders sit further back, and my clothes fit differently, although my weight has barely moved.

My lower back, which ached for most of my forties, almost never bothers me now. My knees are steadier on stairs and on the steep bits of my Saturday walk. I haven''t had a single fall, which matters to me more than anything on this list, because I remember my friend''s broken wrist and what it cost her.
<h2>What changed that I can''t see</h2>
This is the part I didn''t expect. Lifting has done more for my head than almost anything else I''ve tried. There is something deeply steadying about a session that asks only one thing of you: lift this, put it down, breathe, do it again. For an hour on Tuesday and Thursday evenings my brain is quiet.

It has also given me a kind of confidence I never had in my forties. I walk into the weights room without a second thought now. I''ve stopped apologising for taking up space on the equipment. And when life is hard, I have a small, solid piece of evidence that I can do difficult things if I take them one step at a time.

My sleep is deeper on training days too. I notice it most on Sunday nights, after the full-body session and the core circuit, when I''m usually asleep before ten.
<h2>What I got wrong</h2>
Plenty. In the first year I went up in weight too quickly on the deadlift and tweaked my back, which cost me three weeks. I skimped on rest days because I was enjoying it, and ended up tired and sore. I ate nowhere near enough protein until I actually wrote it down. And for months I skipped the warm-up, which at my age is not optional.

I also compared myself with other people in the gym, which is a waste of energy. The only useful comparison is with the notebook from last month.
<h2>What I''d tell myself at fifty</h2>
Get someone to teach you good form, and keep checking it. Start lighter than your pride would like. Write every session down. Take the rest days seriously, and don''t worry about the weeks when life gets in the way, because it will. And keep going, because the benefits arrive slowly and then all at once.

If you''re where I was in 2023, walking past the weights and assuming they''re not for you, I hope you''ll give them a try. Start small, ask for help and be patient. Three years from now you might be leafing through your own notebook with a cup of tea, quietly amazed.',
  '/images/blog/three-years-of-lifting.svg',
  'An open training notebook with a line of bars rising across the page, beside a dumbbell, a kettlebell and a sprig of greenery',
  true,
  '2026-06-09 18:20:00+00',
  '2026-06-09 18:20:00+00',
  (select id from public.categories where slug = 'movement')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, featured_image_alt, published, created_at, updated_at, category_id) values (
  'Fifty-Three, and What the Notebooks Taught Me',
  'what-the-notebooks-taught-me',
  'Eight years ago I started writing down what my body was doing, without knowing why. Now I''m fifty-three, past the menopause and still keeping notes. These are the lessons I''d pass on from a shelf of battered notebooks.',
  'There''s a shelf in our spare room that holds eleven notebooks. Some are proper hardbacks, some are cheap supermarket pads with coffee rings on the covers, and one is a child''s exercise book I grabbed in a hurry. Together they cover eight years, from the spring I was forty-five and had no idea what was happening to me, to this week.

I''m fifty-three now. I''m past the menopause, I sleep well most nights, I''m stronger than I''ve been since my thirties, and I''m calmer than I''ve been in a long time. I spent a wet Sunday this month reading the notebooks from the beginning, and it was a strange, moving afternoon. This is what they taught me, written down for anyone who is where I was.
<h2>Write it down, even when it seems pointless</h2>
The first notebook is mostly complaints. "Slept badly again." "Snapped at everyone." "Period two weeks early, why?" At the time it felt like moaning into the void. Looking back, it''s the most useful thing I ever did, because it turned a fog of vague misery into a record that my GP, and eventually I, could actually read.

If you take one thing from this site, let it be this. A cheap notebook and two minutes every evening will show you patterns you would never otherwise see.
<h2>Patterns beat willpower</h2>
Almost every change that lasted came from a pattern in the notebook rather than a resolution. I didn''t give up wine because I decided to be virtuous; I gave it up because the notes showed that the nights I drank were the nights I woke soaked. I didn''t move my last meal earlier because of a diet book; I moved it because the late dinners lined up with the bad nights, week after week.

Willpower runs out by Thursday. A pattern you''ve seen with your own eyes doesn''t.
<h2>Ask, and ask again</h2>
The second notebook has a page that just says "GP: ''probably stress''." I remember how small I felt walking out of that appointment. The next page, a month later, is a list of questions for a different GP, and it''s the start of everything getting better. If you feel brushed off, you are allowed to go back, with your notes, and ask for someone who knows about menopause.
<h2>Other women are the real help</h2>
So many pages mention friends. The two who said "me too" over coffee. The manager who turned out to know all about our company''s menopause policy, and had helped someone through it before me. The friend a few years ahead of me who asked whether it might be my hormones. I would have found my way eventually, but it would have taken far longer and felt far lonelier without them.

If you''re struggling on your own, tell one person. You''ll very likely find they''ve been struggling too.
<h2>Small things, kept up, are big things</h2>
Reading eight years at once, what strikes me most is how unremarkable the things that worked were. A glass of water first thing. Porridge with protein. A fixed bedtime. A walk on Saturdays. Lifting something heavy twice a week. None of it is clever or expensive, and none of it worked in a week. All of it, kept up for years, changed my life.
<h2>Be kind about the bad patches</h2>
There are whole months in those notebooks where the writing gets shorter and the entries more despairing. I know now that they passed, because the later notebooks exist. At the time I didn''t. If you''re in one of those months, please be as patient with yourself as you would be with a friend, and if it goes on, or you feel you can''t cope, talk to your GP.
<h2>Still writing</h2>
The current notebook is thinner and more cheerful. It has training weights, the odd recipe idea, notes for this site and far fewer complaints. I don''t think I''ll ever stop keeping one. It''s become a kind of conversation with myself, and after eight years I''ve learned to listen to it.

Thank you for reading along, whether you''ve been here from the start or found this page at three in the morning. Get yourself a notebook. It''s the best thing I ever bought for about a pound.',
  '/images/blog/what-the-notebooks-taught-me.svg',
  'A stack of well-used notebooks with a pen and a mug of tea on an autumn windowsill, a few orange leaves beside them',
  true,
  '2026-11-17 19:45:00+00',
  '2026-11-17 19:45:00+00',
  (select id from public.categories where slug = 'mind-mood')
);
