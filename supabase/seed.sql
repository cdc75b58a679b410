-- Seed data for Menopause & Me: five categories and ten posts.
-- Run once on a fresh database after the migrations. Post bodies are plain text:
-- newlines are paragraph breaks, and the only markup is the occasional <a href> link.
-- Exactly one post is a draft (draft-hrt-first-month) and exactly one has no category.

insert into public.categories (name, slug) values
  ('Symptoms & Health', 'symptoms-health'),
  ('Sleep', 'sleep'),
  ('Food & Nutrition', 'food-nutrition'),
  ('Mind & Mood', 'mind-mood'),
  ('Movement', 'movement');

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'What I Wish I''d Known When This All Started',
  'what-i-wish-id-known',
  'Looking back at the two years before I knew what was happening, this is everything I wish someone had told me about perimenopause, from the odd symptoms to that first GP appointment.',
  'I was forty-seven the first time I cried in the car park at Sainsbury''s for no reason I could name. I had a trolley full of shopping, a parking ticket about to run out and a sudden, bottomless certainty that I was failing at everything. Ten minutes later I was fine. I put it down to a long week.

It took me nearly two more years to connect that afternoon with the rest of it: the periods that arrived early, then late, then twice in one month; the itchy skin on my shins; the heart that raced when I lay down at night; the way I would walk into a room and stand there, completely blank. Each thing on its own seemed small and explainable. Together, they were perimenopause, and nobody had told me that was what it could look like.

So this is the post I wish I had read at forty-five. It isn''t medical advice. It is simply what I have learned the slow way.

It can start earlier than you think. I had a vague idea that menopause happened at around fifty, more or less overnight, with hot flushes. Nobody mentioned the years before, when hormones rise and fall unpredictably and the symptoms can be anything from aching joints to anxiety. The average age for a last period in the UK is 51, but the changes can begin many years before that.

It isn''t just hot flushes. I didn''t have a single flush for the first eighteen months. What I had was broken sleep, low mood, sore joints, a short fuse and a brain that felt as if it were wading through treacle. I spent a small fortune on magnesium, new pillows and a fancy planner before it occurred to me that all of it might be linked.

Keep a diary. This is the most useful thing I did. I bought a cheap notebook and wrote down, every evening, how I had slept, where I was in my cycle, my mood out of ten and anything odd. Within three months I could see patterns I would never have spotted otherwise, and when I finally saw my GP I had something concrete to put on the desk instead of "I just don''t feel like myself".

Read good information before the appointment. I found the Mayo Clinic menopause guide useful for getting the big picture, and <a href="https://www.nhs.uk/conditions/menopause/">the NHS menopause pages</a> for how things work here, what the options are and what to expect from a GP. I wrote my questions down, took my diary and asked for a double appointment, which my surgery was happy to give me once I explained why.

You are allowed to ask again. My first appointment was not a success. I was told I was probably just stressed, which was true, but it wasn''t the whole story. I went back with the diary and saw a different GP with a special interest in women''s health, and it made all the difference. If you feel brushed off, it''s worth asking whether anyone at your practice has extra training in menopause.

Tell people. I kept it to myself for far too long, partly out of embarrassment and partly because I didn''t know what to call it. When I finally mentioned it to two friends over coffee, both of them said, "Oh, thank goodness, me too." We now have a group chat that is half practical tips and half terrible jokes, and I wouldn''t be without it.

It isn''t the end of anything. At first I was frightened that this was the start of getting old in the way I had always dreaded. Some days are still hard. But I am physically stronger than I have been in twenty years, I know my own body far better, and I have stopped apologising for needing eight hours'' sleep and a proper lunch.

If you''re at the beginning of this and reading at three in the morning because you can''t sleep: you are not imagining it, and you are not on your own. Write it down, take it to your GP, and be as kind to yourself as you would be to a friend.',
  '/images/blog/what-i-wish-id-known.svg',
  true,
  '2024-03-09 09:15:00+00',
  '2024-03-09 09:15:00+00',
  null
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Night Sweats, Damp Pillows and the 3am Club',
  'night-sweats-and-the-3am-club',
  'For months I woke at three every morning soaked through and wide awake. These are the small, unglamorous changes to my bedroom and my evenings that slowly gave me my nights back.',
  'If you have never woken at three in the morning with your nightie stuck to your back and the duvet feeling like a wet tent, I am genuinely pleased for you. For about eight months last year it was my nightly routine. I would wake up boiling, throw everything off, lie there until I was freezing, pull it all back on, and then stare at the ceiling until the alarm went at half five.

I started calling it the 3am Club. Judging by the messages I get, the membership is large.

This is what I changed, roughly in the order I tried it. None of it is a cure and none of it is medical advice, but together it took me from waking three or four times a night to sleeping through on most nights.

The bedding went first. We had a thick all-seasons duvet that my husband loves. I now have my own single duvet in a low tog on my side of the bed, and he keeps his. It looks odd and I don''t care. I swapped polyester pillowcases for cotton, and I keep a spare pillowcase and a folded cotton T-shirt on the bedside table, so that if I do wake drenched I can change in the dark in under a minute without properly waking up.

Then the room. Our bedroom faces south-west and holds the afternoon heat. In summer I keep the blind down during the day, I open the window a crack before bed even in winter, and I bought a small, quiet fan that sits on my bedside table pointing at my face. The hum turned out to be a bonus: it masks the traffic and the neighbour''s dog.

Next to the fan there is always a tall glass of iced water. When I wake hot, I sip it and hold the cold glass against my wrists and the back of my neck. It sounds silly. For me it works faster than anything else.

Then the evening. This was the hardest part, because it meant looking honestly at habits I liked. The glass of red wine with dinner was, without question, making my nights worse. I kept notes for a fortnight, and the nights I''d had a drink were the nights I woke soaked. After seeing that written down it wasn''t a difficult decision, though it was a sad one. Spicy food late in the evening did the same, and so did a hot bath just before bed, which I had always thought of as relaxing.

Now I eat my last meal much earlier, at around five, and have a cool shower rather than a bath. I put my phone away at about nine and read a paper book under a small, warm lamp, and I''m usually asleep by ten.

The 3am wake-ups didn''t disappear completely, so I also had to change what I did when they happened. I used to lie there doing mental arithmetic about how many hours were left before the alarm, which guaranteed I''d be awake for the rest of the night. Now the clock is turned to the wall. If I''m still awake after what feels like twenty minutes, I get up, sit in the spare room with a blanket and a dull book in dim light, and go back to bed when I feel sleepy. Most nights I don''t need to.

I''ve written the whole thing out, step by step, in <a href="/sleep">my sleep routine</a>, including the things I tried that made no difference at all.

One last thing. If night sweats are severe, wake you every night, or come with other symptoms you can''t explain, please go and see your GP. Night sweats have causes other than menopause, and it''s worth ruling those out. For me, once that had been done, it became a question of what I could change, and there turned out to be more than I expected.',
  '/images/blog/night-sweats-and-the-3am-club.svg',
  true,
  '2024-05-21 06:40:00+00',
  '2024-06-02 19:10:00+00',
  (select id from public.categories where slug = 'sleep')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Hot Flushes in Meetings: What Actually Helped Me at Work',
  'hot-flushes-at-work',
  'The first time a hot flush hit me in the middle of a presentation I wanted the floor to swallow me up. This is how I learned to manage them at work, and how I finally talked to my manager.',
  'The first proper hot flush I had at work arrived halfway through a presentation to about twenty people. It started as a prickle in my chest, rose up my neck and into my face, and within thirty seconds I could feel sweat running down my back under a polyester blouse that has since gone to the charity shop. I carried on talking, but I have no memory of what I said. I just remember the faces, and the overwhelming wish to be anywhere else.

I work full days in an office, usually eight until six, and at the worst point I was having five or six flushes in a working day. These are the things that helped me. Your list might look very different.

Layers, always. I stopped wearing anything I couldn''t take off in a meeting. My work uniform is now a cotton or linen top with a light cardigan or blazer over it, so there is always something to remove. I avoid anything synthetic, high-necked or tight at the waist, and I keep a spare top in my desk drawer. I used it twice in the first month and felt ridiculous, and then extremely grateful.

A fan and a water bottle. A small rechargeable fan lives in my bag and a big insulated bottle of cold water sits on my desk. I noticed early on that a flush often followed a hot coffee, so I now let my coffee go lukewarm or have it iced, and switch to decaf after ten in the morning.

Where I sit. I asked, very politely, whether I could move to the desk by the window that opens. Nobody minded in the slightest. In meeting rooms I sit near the door or the air conditioning rather than in the middle, backed against the radiator.

Breathing out slowly. This sounds too simple to matter, but when I feel a flush starting I breathe out for longer than I breathe in, six or seven times over. It doesn''t stop the flush, but it stops the panic that used to come with it, and the panic was making everything worse.

Knowing my triggers. For a month I noted every flush, the time, and what I''d just been doing. The pattern was clear: hot drinks, rushing up the stairs late for something, spicy lunches, difficult conversations and the overheated meeting room on the fourth floor. I couldn''t avoid all of them, but knowing them took a lot of the fear away.

Telling my manager. This was the big one, and I put it off for months. In the end I booked half an hour, took a few notes and said plainly that I was going through the menopause, that it was affecting my sleep and my temperature, and what would help. She was brilliant. It turned out our company had a menopause policy I had never read, and she''d supported a colleague through the same thing. Small adjustments, like a desk fan, the flexibility to start a little later after a bad night and cameras off for some video calls, cost nobody anything and made my working life far easier.

If you''re not sure what to say, it helps to have a list of what you''re dealing with. I found the NHS menopause symptoms list useful for naming things I had been vaguely putting up with, like palpitations and aching joints, and it made me realise that hot flushes were only one part of a bigger picture.

Flushes are also worth talking to your GP about, especially if they''re frequent or getting in the way of your work. There are treatments, both hormonal and non-hormonal, and a GP can talk you through what might suit you. That conversation was the start of things getting better for me, alongside everything above.

These days a flush in a meeting is a minor nuisance. I take off my cardigan, sip my water, breathe out slowly and carry on. Nobody notices half as much as I once thought they did.',
  null,
  true,
  '2024-07-16 12:20:00+00',
  '2024-07-16 12:20:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Brain Fog: The Day I Forgot the Word for Kettle',
  'brain-fog-forgetting-words',
  'Losing words mid-sentence frightened me more than any other symptom. This is what brain fog felt like for me, what I feared it meant, and the everyday habits that helped me think clearly again.',
  'I was standing in the kitchen, holding the kettle, and I could not remember what it was called. I knew exactly what it was. I knew what it did. I could picture the box it came in. But the word had simply gone, and I stood there with my mouth slightly open while my daughter waited for me to finish my sentence. "The thing," I said eventually. "The hot water thing."

We laughed about it. Later, on my own, I cried, because it wasn''t the first time. For months I had been losing words mid-sentence, forgetting why I''d gone upstairs, reading the same paragraph of a report three times and leaving my keys in the fridge. At work, where I had always been the person who remembered everything, I was writing down things I would never have needed to before, and still missing them.

My mother had dementia in her last years, and I''ll be honest: that is where my mind went. Every lost word felt like the beginning of something terrible.

What helped first was finding out how common this is. Brain fog, as it''s usually called, is one of the most frequently reported symptoms of perimenopause, and for many women it eases after the menopause. Reading the Cleveland Clinic memory loss page helped me understand the difference between the kind of forgetfulness that comes with hormonal change, stress and poor sleep, and the signs that would be worth investigating further. It didn''t replace a conversation with my GP, which I had, and which I''d encourage anyone worried about their memory to have too. But it turned the volume down on the fear.

Then I started looking at what I could change.

Sleep came first, because it turned out to be the biggest factor by far. On the days after I''d been awake half the night with sweats, my memory was dreadful. On the days after a good night I was almost myself. Working on my sleep did more for my brain than anything else I tried.

I made my working life less dependent on memory. That might sound like giving up, but it felt like the opposite. I keep one notebook for everything instead of a dozen sticky notes. Each evening I write a short list of the three things that must happen tomorrow. My keys, glasses and purse go in the same bowl by the door, every single time. Anything with a time attached gets a reminder on my phone. None of this is clever, but all of it cut down the small failures that were chipping away at my confidence.

I stopped multitasking. I used to be proud of juggling two conversations, an email and a shopping list at once. Now I do one thing, finish it and move on. When I''m reading something important, I close every other window. It''s slower in theory and faster in practice, because I only have to do it once.

I move every day. On days when I''ve walked at lunchtime or been to a class in the evening, my head is noticeably clearer. I don''t understand all the reasons and I won''t pretend to, but the pattern in my diary is unmistakable.

I eat properly, especially at breakfast. A slice of toast on the run used to leave me foggy by ten. A breakfast with some protein in it keeps me steadier until lunch.

And I talk about it. When a word goes missing now, I say, "Sorry, menopause moment," and carry on. Most of the time the other person either laughs or says, "Oh, me too." Naming it has taken away most of the shame.

The fog still rolls in sometimes, usually after a bad night or a stressful week. But it no longer frightens me the way it did, and the kettle and I are back on first-name terms.',
  null,
  true,
  '2024-09-30 19:05:00+00',
  '2024-10-04 07:45:00+00',
  (select id from public.categories where slug = 'mind-mood')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Why I Started Lifting Weights at Fifty',
  'lifting-weights-at-fifty',
  'For thirty years I walked straight past the weights section. This is how I started strength training at fifty, what my first few months looked like, and why I won''t be stopping now.',
  'For thirty years I walked straight past the weights section of every gym I joined. It was full of young men grunting at mirrors, and I assumed it had nothing to do with me. I did classes, I went for walks, I occasionally jogged in a half-hearted way, and I thought that was exercise done.

Then, at fifty, three things happened close together. I noticed I was struggling to lift a full watering can. A friend my age broke her wrist tripping on a kerb. And I read about what happens to bone density and muscle after the menopause, when falling oestrogen speeds up the loss of both. I can''t say I''d never heard any of it before, but I had never really thought of it as something happening to me.

So I booked three sessions with a personal trainer at my local leisure centre, and it was the best money I have spent in years. I should say clearly that I''m not a fitness professional, and if you have a health condition or joint problems, or haven''t exercised for a long time, it''s sensible to talk to your GP before starting anything new. What follows is just my experience.

The first session was humbling. I squatted with no weight at all and my knees wobbled. I did press-ups against a wall. I held a plank for about fifteen seconds. The trainer, a calm woman in her forties, wrote everything down and told me that was exactly where most people start. She taught me five basic movements properly: a squat, a hinge (picking something up from the floor without rounding my back), a push, a pull, and carrying something heavy in each hand.

After those three sessions I had a simple plan and carried on alone. Two, then three times a week, I worked through the movements with dumbbells and a kettlebell, doing two or three sets of each. When the last few repetitions felt easy, I went up a little in weight. When they didn''t, I stayed where I was. I wrote down every weight I lifted in a notebook, which turned out to be enormously motivating, because I could watch the numbers creep up even on the weeks I felt I wasn''t improving at all.

The changes in the first three months surprised me. I slept better on lifting days. My lower back, which had ached for years, stopped bothering me. My knees felt steadier on the stairs. I could carry all the shopping in from the car in one trip. And my mood lifted in a way I hadn''t expected: there is something deeply satisfying about doing a thing you were sure you couldn''t.

What I didn''t notice was any dramatic change in the mirror, and I''ve made peace with that. I''m not doing this to look a particular way. I''m doing it so that at seventy-five I can still get up off the floor, pick up a grandchild if I''m lucky enough to have one, and lift my own suitcase into the overhead locker.

A few things I''ve learned along the way. Good form matters far more than heavy weights, so get someone to check yours if you can. Rest days matter too: I''m in my fifties, not my twenties, and my body takes longer to recover. Protein matters; I was eating far too little of it, and now I make sure there''s some at every meal. And consistency matters most of all. A short, steady session done every week beats a heroic one done once a month.

These days my week has a rhythm: a spin class on Monday, upper body on Tuesday, lower body on Thursday, a short core session on Friday and a full-body session on Sunday, with rest days and walking in between. It took me more than a year to build up to that, and I would never suggest anyone starts there.

If you''ve been walking past the weights, I''d gently suggest you stop. Start small, start light, ask for help and write everything down. I only wish I''d started at forty.',
  '/images/blog/lifting-weights-at-fifty.svg',
  true,
  '2024-11-12 18:45:00+00',
  '2024-11-12 18:45:00+00',
  (select id from public.categories where slug = 'movement')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Porridge, Protein and Giving Up the Afternoon Biscuit',
  'porridge-protein-afternoon-biscuit',
  'How I changed the way I eat without going on a diet: a proper breakfast, protein at every meal, an earlier dinner and, finally, breaking up with the four o''clock biscuit tin.',
  'For most of my adult life, breakfast was a coffee, lunch was whatever was quickest and dinner was at half past eight, when I finally stopped. In between there was the biscuit tin, which lived in the kitchen at work and called my name every afternoon at about four.

In my late forties this stopped working. My weight started swinging by about five kilos in either direction for no reason I could see, and it mostly settled around my middle. I was starving by eleven, shaky by four and bloated in the evenings. My energy was all over the place and my sleep was poor, which made everything else harder.

I didn''t want to go on a diet. I''ve been on enough of them to know where they end. What I wanted was a way of eating that kept me steady, and this is what I''ve settled on after about a year of trial and error. It''s what works for me, not a plan for anyone else, and if you''re thinking about big changes to what you eat, particularly with a health condition, your GP or a registered dietitian is the right person to talk to.

Breakfast became non-negotiable. I now eat within an hour of getting up, and most days that means porridge. I make it with oats and milk, stir in a spoonful of Greek yoghurt or a scoop of protein powder at the end, and top it with berries and a handful of chopped nuts or seeds. In summer I make overnight oats in a jar before bed instead. The difference it made to my mornings was almost embarrassing: no more eleven o''clock crash, and no more raiding the office fruit bowl in desperation.

Protein at every meal. I had no idea how little protein I was eating until I wrote it all down for a week. It was mostly toast and pasta with a bit of cheese. Now every meal has an obvious source: eggs, Greek yoghurt, fish, chicken, lentils, beans, tofu, and lean steak now and then. Because I do strength training I aim for a fairly generous amount for my weight, but the right amount varies from person to person, and it''s worth getting proper advice on that.

Vegetables and fruit first. I try to make about half my plate vegetables, and I''ve stopped thinking of salad as a side dish. A big bowl of rocket, tomatoes, cucumber, avocado and salmon is one of my favourite lunches. Sweet potato and chickpeas roasted at 200°C (180°C fan) for half an hour with a little olive oil and smoked paprika have replaced a lot of my old bread habit.

An earlier dinner. This one surprised me most. I now eat my last meal between half past four and five, then nothing but water or herbal tea until the morning. I go to bed at about ten, so that''s a gap of around five hours. My sleep is better, the evening bloating has gone and I''m no longer lying in bed with indigestion. I know not everyone''s working day allows this, and I''m lucky that mine mostly does.

Goodbye, biscuit tin. I didn''t manage this through willpower. Once I was eating properly at breakfast and lunch, the four o''clock craving got much weaker on its own. When I do want something in the afternoon, I have a handful of nuts, a piece of fruit or a protein shake. Once or twice a week I have a biscuit, and I enjoy it.

What I''ve stopped. Alcohol, mainly because of my sleep. Fizzy drinks and energy drinks. Takeaways and ready meals, most of the time, and fried food. I don''t feel deprived, because I''ve replaced them with food I genuinely like, but I won''t pretend the first month without a Friday takeaway was easy.

If you''d like to see how it all fits together, I''ve written up <a href="https://menopauseandme.co.uk/food">what I eat in a day</a>, with the proportions I aim for and the things I avoid. The recipes section has my favourite breakfasts, lunches and dinners too, all quick enough for a weekday.

It isn''t perfect. Some weeks I eat toast for dinner standing up in the kitchen. But most weeks I eat well, I feel steadier, and my weight has stopped swinging the way it did. That''s enough for me.',
  '/images/blog/porridge-protein-afternoon-biscuit.svg',
  true,
  '2025-01-18 08:10:00+00',
  '2025-01-20 17:30:00+00',
  (select id from public.categories where slug = 'food-nutrition')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Dry Skin, Thinning Hair and Making Peace with the Mirror',
  'dry-skin-thinning-hair',
  'Nobody warned me that menopause would change my skin and hair so much. Here is what happened to mine, the simple routine that helped, and how I stopped fighting my reflection every morning.',
  'Nobody warned me about the skin. I had braced myself for hot flushes and mood swings, but not for waking up one morning to find my face tight and papery, my shins flaking like a lizard''s and more hair in the plughole than I had ever seen.

Over about two years my skin went from combination, with the odd breakout, to dry and easily irritated. It looked duller, and fine lines appeared around my mouth that I swear weren''t there the spring before. My hair thinned at the temples and along my parting, and what was left turned frizzy and brittle. A few itchy patches on my arms kept me awake at night.

As with everything else, it took me a while to connect it to hormones. Oestrogen helps keep skin plump and moisturised and hair growing, and as levels fall, many women notice exactly what I noticed. Knowing that didn''t make it vanish, but it did help me stop blaming myself and the cheap shampoo.

I found the British Association of Dermatologists skin care advice helpful and sensible, and much of what I do now comes from reading it and from a good conversation with a pharmacist. What follows is my routine, not a recommendation, and anything persistent or painful, or anything that looks like a rash, should be seen by your GP or a pharmacist.

Gentle cleansing. I threw out the foaming face wash I had used for years and replaced it with a creamy cleanser. I wash my face with lukewarm water, never hot, and pat it dry. In the shower I use a soap-free wash and keep the water cooler than I''d like.

Moisturiser, and lots of it. A richer cream on my face morning and night, and a plain, fragrance-free emollient on my body straight after the shower, while my skin is still slightly damp. My shins stopped flaking within a fortnight. I keep one tub by the bed and another by the kettle, because I''m far more likely to use it if I can see it.

Sunscreen every day. I had always thought of sunscreen as a holiday thing. Now I wear a broad-spectrum SPF every morning, even on grey days in February, because I''ve learned how much of what we call skin ageing is really sun damage.

Less is more. I was tempted to buy every serum going. What actually helped was using fewer products, not more, and introducing anything new one at a time so I could tell what was irritating me.

For my hair, I started washing it less often, with a gentler shampoo and a conditioner on the ends only. I stopped using the straighteners every day and let it dry naturally whenever I could. My hairdresser suggested a shorter, layered cut that makes it look fuller, and she was right. I also mentioned the thinning to my GP, who checked my iron and thyroid, because both can affect hair. It''s worth asking.

Then there''s the part no cream can fix. For a while I hated looking in the mirror. I saw my mother''s face looking back at me, tired and cross. What changed wasn''t so much my skin as my attitude. I began to notice that on the mornings after a good night''s sleep, a glass of water and a walk, I looked fine. More than fine, actually: I looked like a woman in her fifties who was taking care of herself. I stopped comparing myself with photographs from twenty years ago.

The routine I''ve ended up with takes about four minutes in the morning and three at night. My skin is calmer and softer than it has been in years, my hair is thicker than it was at its worst, and I''ve mostly made peace with the face in the mirror. Most days I even like her.',
  null,
  true,
  '2025-03-14 08:30:00+00',
  '2025-03-14 08:30:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'When Anxiety Arrived Out of Nowhere',
  'anxiety-out-of-nowhere',
  'I''d never been an anxious person until perimenopause. An honest account of the racing heart, the 4am dread and the small daily things, including asking for help, that brought me back to myself.',
  'I have never thought of myself as an anxious person. I was the calm one at work, the one who organised the family holidays, the one who dealt with the leaking roof and the broken boiler without any fuss. So when, at forty-nine, I started waking at four in the morning with my heart hammering and a sense that something dreadful was about to happen, I didn''t recognise it for what it was.

It came in waves. Some weeks I was fine. Then, for no reason at all, I''d feel my chest tighten on the drive to work, or catch myself rehearsing catastrophes: my husband in a car crash, my daughter ill, losing my job. I began avoiding things I had always enjoyed, like busy restaurants and the Saturday market. I snapped at the people I love. More than anything, I felt I was losing myself.

I''m writing about it because I know I''m not the only one, and because it took me far too long to ask for help.

The first step was the GP. I went expecting to be told to take up yoga. Instead she listened, asked careful questions about my periods, my sleep and my mood, and explained that new anxiety in midlife can be connected with hormonal changes, although other things can cause it too and she wanted to rule those out. We talked through the options, including talking therapy, and she referred me. If you''re feeling like this, please do see your GP. And if you ever feel you can''t keep yourself safe, contact your GP urgently, call NHS 111, or ring Samaritans on 116 123 at any time of day or night.

Alongside that, these are the everyday things that have helped me.

Slowing my breath. When a wave comes, I breathe in through my nose for a count of four and out through my mouth for a count of six or seven, five or six times over. It doesn''t make the worry disappear, but it turns the volume down enough for me to think.

Cutting down on caffeine. I used to drink four or five strong coffees a day. Now I have one in the morning and switch to decaf or herbal tea after that. The racing heart in the afternoons eased within a week.

The first cup of tea, by the window. Every morning, before I look at my phone, I make a cup of tea and sit by the kitchen window for ten minutes. Quite often it''s raining. I watch the drops run down the glass and the blackbird on the fence, and I let my mind wander wherever it likes. It''s the calmest part of my day, and I guard it fiercely.

Moving my body. A brisk walk does more for my anxiety than almost anything else. On the days I''m most wound up, I put my trainers on at lunchtime and walk round the park, even if it''s only for fifteen minutes.

Writing it down. At four in the morning every worry feels huge and real. I keep a notebook by the bed, and if I wake with my mind racing I write the worries down, close the book and tell myself I''ll look at them in daylight. In daylight, most of them shrink to a sensible size.

Talking. The therapy sessions helped me notice the patterns in my thinking and gave me practical ways to interrupt them. Just as helpful, in a different way, was telling my closest friends. Two of them had been through something very similar and had never said a word.

Being patient with myself. There are still bad weeks. The difference now is that I recognise them, I know they pass, and I have a handful of things to do while I wait.

A year on, I''m more myself than I have been for a long time. I''m back at the Saturday market, with a coffee that is, admittedly, decaf. If you''re in the middle of this, please know that it can get better, and that asking for help is a strong thing to do, not a weak one.',
  '/images/blog/anxiety-out-of-nowhere.svg',
  true,
  '2025-06-03 07:50:00+00',
  '2025-06-05 20:15:00+00',
  (select id from public.categories where slug = 'mind-mood')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
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
  false,
  '2025-08-20 21:00:00+00',
  '2025-09-01 20:30:00+00',
  (select id from public.categories where slug = 'symptoms-health')
);

insert into public.posts (title, slug, excerpt, content, featured_image_url, published, created_at, updated_at, category_id) values (
  'Saturday Walks: Why the Hills Keep Me Steady',
  'saturday-walks-in-the-hills',
  'Every Saturday I lace up my walking boots and head for the hills. Why a long, slow walk has become the most important part of my week, for my joints, my mood and my sleep, and how I began.',
  'It''s early October and the bracken on the hill behind our village has turned the colour of rust. I''ve just come back from my Saturday walk with my boots caked in mud and my cheeks pink, feeling more like myself than I have all week, and I wanted to write this while the feeling is still fresh.

I''ve walked on Saturday mornings for about three years now. It began as a way to get out of the house during a rough patch in perimenopause, when I was sleeping badly and feeling flat, and it has become the one part of my week I protect above almost everything else. My exercise plan has Saturdays down as active rest. For me that means no gym, no class and no weights: just a long, slow walk, usually somewhere with a hill.

Why walking, when I also lift weights and go to spin? Because it does something for me that the other things don''t.

It''s kind to my joints. Perimenopause brought stiff hips and aching knees, especially first thing in the morning. Gentle, steady walking on soft ground seems to loosen everything up, and on the weeks I skip it, I notice.

It''s good for my bones. Walking is weight-bearing, meaning my legs and hips carry my body weight with every step, which is the kind of exercise often recommended for bone health as we get older. I carry a small rucksack too, with a flask, a waterproof and a snack, so there''s a little extra load.

It''s good for my head. If I''m honest, this is the main reason. After a week of meetings, screens and a brain that never quite switches off, three hours outside with nothing to do but put one foot in front of the other is the best thing I know for clearing the fog and quietening the worry. Often I walk alone and let my thoughts drift. Sometimes I go with a friend and we talk the whole way round, which is a different kind of medicine altogether.

It''s good for my sleep. On Saturday nights I sleep more deeply than on any other night of the week. Morning daylight, fresh air and tired legs seem to be a powerful combination.

How I started. I didn''t begin with hills. For the first couple of months I walked for forty minutes along the canal towpath, which is flat and close to home. Gradually I made the walks longer, then found a circular route with one proper climb in it, and built up from there. Now my usual walk is eight or nine miles with a couple of good hills, and a stop at the top for tea from the flask.

My kit is simple. The most important thing I bought was a decent pair of walking boots, fitted properly at an outdoor shop where the assistant measured both feet and had me walk up and down a little ramp. They cost more than I wanted to spend, and they''ve been worth every penny. I also have good walking socks, a waterproof jacket, layers I can peel off as I warm up (a hot flush halfway up a hill is its own special joy) and a pair of walking poles for steep descents, for which my knees are very grateful.

A few things I''ve learned. Tell someone where you''re going, especially if you walk alone. Check the weather and take it seriously, even in summer. Start smaller than you think you should. And if you have a health condition or haven''t exercised for a long time, check with your GP before taking on anything strenuous.

Above all, I''ve learned that the walk doesn''t need to be impressive. Some Saturdays it pours and I manage an hour round the local park, and that still counts. The point isn''t the distance. The point is being outside and moving for a while, with nothing to prove to anyone.

If you''re struggling with low mood, poor sleep or aching joints, and you''re able to get outside, I''d gently suggest trying a walk this weekend. Start with twenty minutes, notice how you feel afterwards, and then see whether you can do it again next week.',
  '/images/blog/saturday-walks-in-the-hills.svg',
  true,
  '2025-10-07 07:30:00+00',
  '2025-10-07 07:30:00+00',
  (select id from public.categories where slug = 'movement')
);
