/**
 * Demo articles of the news and blog section, in English (decision 132), each with a photo from the demo photo set
 * (DEMO_MEDIA_DIR). `daysAgo` spreads the publication dates back from the day of seeding.
 */

export type DemoBlogCategory = { slug: string; name: string; description: string; color: string; icon: string };

export const demoBlogCategories: DemoBlogCategory[] = [
  { slug: 'travel', name: 'Travel', description: 'City breaks, long journeys and the practical details that make them easy.', color: '#0f766e', icon: 'plane' },
  { slug: 'food-and-coffee', name: 'Food & Coffee', description: 'Recipes, brewing guides and what to look for when buying kitchen gear.', color: '#9a3412', icon: 'cup' },
  { slug: 'home-and-garden', name: 'Home & Garden', description: 'Plants, seasons and small projects for flats and gardens.', color: '#15803d', icon: 'leaf' },
  { slug: 'pets', name: 'Pets', description: 'Care guides for new and experienced owners.', color: '#7c3aed', icon: 'paw' },
  { slug: 'marketplace-tips', name: 'Marketplace Tips', description: 'How to buy, sell and meet safely on RM Marketplace.', color: '#1d4ed8', icon: 'tag' },
  { slug: 'events-and-culture', name: 'Events & Culture', description: 'Festivals, music and traditions worth travelling for.', color: '#be123c', icon: 'star' },
];

export type DemoBlog = {
  slug: string;
  category: string;
  title: string;
  excerpt: string;
  content: string;
  photo: string;
  daysAgo: number;
  trending?: boolean;
  featured?: boolean;
  highlighted?: boolean;
};

export const demoBlogs: DemoBlog[] = [
  {
    slug: 'a-long-weekend-in-paris-without-the-queues',
    category: 'travel',
    title: 'A long weekend in Paris without the queues',
    excerpt: 'Timed tickets, early starts and the neighbourhoods where Parisians actually eat: a three-day plan that leaves room to wander.',
    photo: 'travel-1.jpg',
    daysAgo: 1,
    trending: true,
    featured: true,
    content: `<p>Paris rewards the visitor who plans the first hour of each day and improvises the rest. The big sights are busiest between ten and four, so the trick is to meet them at the edges of the day and spend the middle in places that are never crowded.</p>
<h2>Day one: the Eiffel Tower at opening time</h2>
<p>Book the tower online for the first slot of the morning; the summit tickets for a given day often sell out a week ahead in spring and summer. Walk down from the second floor instead of queueing for the lift, then cross the river to the Trocadéro for the classic photograph once the tour groups have moved on.</p>
<p>In the afternoon, follow the Seine east to the Musée d'Orsay. It opens late on Thursdays, when the galleries of Impressionist paintings are at their quietest.</p>
<h2>Day two: Montmartre and the Canal Saint-Martin</h2>
<ul>
<li>Climb to Sacré-Cœur before nine and have breakfast on the Rue des Abbesses.</li>
<li>Skip the caricaturists on the Place du Tertre and look for the vineyard on Rue des Saules instead.</li>
<li>Spend the evening by the canal, where locals bring a bottle and sit along the quays.</li>
</ul>
<h2>Day three: markets and museums</h2>
<p>The covered Marché des Enfants Rouges in the Marais is the oldest in the city and the best place for a long lunch. The Carnavalet museum next door tells the history of Paris and is free to enter.</p>
<h3>Practical notes</h3>
<p>A Navigo Easy card loaded with single tickets covers the metro and buses. Most museums close on Monday or Tuesday, so check before you build the plan around them. If you need a suitcase or a city guide for the trip, <a href="/browse-ads">look through the ads near you</a> before buying new.</p>`,
  },
  {
    slug: 'rome-on-foot-a-three-day-walking-plan',
    category: 'travel',
    title: 'Rome on foot: a three-day walking plan',
    excerpt: 'The Colosseum, the Forum and Trastevere are closer together than the maps suggest. Comfortable shoes and this route are all you need.',
    photo: 'travel-2.jpg',
    daysAgo: 3,
    highlighted: true,
    content: `<p>The historic centre of Rome is small enough to cross in forty minutes, and walking is the only way to stumble on the fountains, courtyards and churches between the famous sights.</p>
<h2>The ancient city</h2>
<p>A combined ticket covers the Colosseum, the Roman Forum and the Palatine Hill for two days. Start with the Palatine, where the gardens give shade and the view over the Circus Maximus, then walk down through the Forum and finish at the Colosseum in the late afternoon light.</p>
<h2>From Piazza Navona to the Pantheon</h2>
<p>The Pantheon now asks a small entry fee, but the queue moves quickly. Look up at the oculus: the concrete dome, almost two thousand years old, is still the largest unreinforced one in the world.</p>
<ol>
<li>Piazza Navona for Bernini's Fountain of the Four Rivers.</li>
<li>Sant'Ivo alla Sapienza, a courtyard most visitors walk past.</li>
<li>The Trevi Fountain late at night, when it is finally quiet.</li>
</ol>
<h2>Trastevere in the evening</h2>
<p>Cross the Ponte Sisto at dusk. The streets of Trastevere fill with people eating supplì and cacio e pepe; the trattorie away from the main square are cheaper and usually better.</p>
<blockquote><p>Drink from the nasoni, the cast-iron street fountains: the water is cold, clean and free.</p></blockquote>`,
  },
  {
    slug: 'machu-picchu-permits-trains-and-altitude',
    category: 'travel',
    title: 'Machu Picchu: permits, trains and altitude',
    excerpt: 'Entry is by timed circuit tickets and the Inca Trail sells out months ahead. Here is how the pieces fit together.',
    photo: 'travel-4.jpg',
    daysAgo: 6,
    featured: true,
    content: `<p>Machu Picchu is one of the most carefully managed sites in South America. Visitors enter by timed ticket on one of several fixed circuits, and the number of tickets per day is capped.</p>
<h2>Choosing a ticket</h2>
<p>Each circuit follows a one-way path through the citadel. If you want the classic view over the terraces, choose a circuit that includes the upper platforms. Tickets for Huayna Picchu, the steep peak behind the ruins, are sold separately and in small numbers.</p>
<h2>Getting there</h2>
<ul>
<li>Trains run from Cusco (Poroy) and Ollantaytambo to Aguas Calientes; the valley route is the more scenic.</li>
<li>Buses climb the switchbacks from Aguas Calientes to the entrance every few minutes from early morning.</li>
<li>The four-day Inca Trail needs a permit booked through a licensed operator, often six months ahead.</li>
</ul>
<h2>Altitude</h2>
<p>Cusco sits at about 3,400 metres, higher than Machu Picchu itself. Spend two days in the Sacred Valley first, drink plenty of water and walk slowly; most visitors adapt without trouble.</p>
<p>Bring your passport: it is checked at the gate together with the ticket.</p>`,
  },
  {
    slug: 'fairy-tale-castles-of-bavaria-by-train',
    category: 'travel',
    title: 'Fairy-tale castles of Bavaria by train',
    excerpt: 'Neuschwanstein is a day trip from Munich on a regional ticket. Add Hohenschwangau and the Alpsee and you have one of the best days in Germany.',
    photo: 'travel-8.jpg',
    daysAgo: 8,
    trending: true,
    content: `<p>King Ludwig II never saw Neuschwanstein finished, yet it became the most photographed castle in Europe. It is also one of the easiest to reach without a car.</p>
<h2>The journey</h2>
<p>Regional trains leave Munich for Füssen about every two hours. A Bavaria ticket covers the train and the local bus to Hohenschwangau for up to five people, which makes it far cheaper than single tickets for a group.</p>
<h2>Visiting the castles</h2>
<p>Entry to the interiors is by guided tour at a fixed time printed on your ticket. Book online, and allow forty minutes for the uphill walk from the village; horse-drawn carriages and shuttle buses cover part of the way.</p>
<ul>
<li>The Marienbrücke, a footbridge over the Pöllat gorge, gives the famous view of the castle.</li>
<li>Hohenschwangau, the yellow castle where Ludwig grew up, is quieter and just as interesting inside.</li>
<li>The Alpsee behind it is clear enough to swim in during summer.</li>
</ul>
<p>Take the first train of the morning and you will reach the bridge before the coaches arrive.</p>`,
  },
  {
    slug: 'hiking-the-picos-de-europa-routes-for-every-level',
    category: 'travel',
    title: 'Hiking the Picos de Europa: routes for every level',
    excerpt: 'Limestone peaks an hour from the sea, gorge walks for families and high routes for experienced hikers in northern Spain.',
    photo: 'landscape-2.jpg',
    daysAgo: 11,
    highlighted: true,
    content: `<p>The Picos de Europa rise steeply from the Cantabrian coast, so in a single day you can walk through beech forest, alpine meadows and bare limestone. The national park spans Asturias, Cantabria and Castilla y León.</p>
<h2>Easy: the Cares gorge</h2>
<p>The Ruta del Cares follows a water channel cut into the cliffs between Poncebos and Caín. It is almost level, about twelve kilometres each way, and spectacular from the first bend. Walk part of it and turn back whenever you like.</p>
<h2>Moderate: the lakes of Covadonga</h2>
<p>Lago Enol and Lago de la Ercina are joined by a circular path of about five kilometres with views of cows grazing under the peaks. In summer the road is closed to cars and buses run from Cangas de Onís.</p>
<h2>Demanding: around the Naranjo de Bulnes</h2>
<p>The granite-coloured tower of Naranjo de Bulnes is the symbol of the range. Experienced hikers reach the refuge at its foot from Sotres; the path is steep and exposed in places.</p>
<h3>What to pack</h3>
<ul>
<li>Boots with a good grip: limestone is slippery when wet.</li>
<li>A waterproof jacket, even in August, because fog rolls in from the sea.</li>
<li>Cash for the mountain refuges, which rarely take cards.</li>
</ul>`,
  },
  {
    slug: 'overwater-villas-are-they-worth-it',
    category: 'travel',
    title: 'Overwater villas: are they worth it?',
    excerpt: 'A stay above a lagoon is unforgettable, but price, seaplane transfers and the season all matter. What to weigh before you book.',
    photo: 'hotel-1.jpg',
    daysAgo: 2,
    trending: true,
    featured: true,
    content: `<p>Overwater villas started in French Polynesia and are now the signature of resorts in the Maldives. Waking up with the lagoon beneath your floor is as good as the photographs suggest; the question is whether it is worth the premium over a beach villa.</p>
<h2>What you pay for</h2>
<p>Overwater rooms typically cost a third to a half more than beach rooms at the same resort. You get privacy, direct ladder access to the water and the sound of the sea at night. You lose easy access to the beach and, at some resorts, shade.</p>
<h2>Transfers count</h2>
<p>Many island resorts are reached by seaplane, which flies only in daylight and charges per person. A late international arrival can mean a night near the airport before you transfer, so check the timetable before you book the flights.</p>
<h2>When to go</h2>
<ul>
<li>December to April is the dry season, with calm seas and the highest prices.</li>
<li>May to November brings more rain and wind but also manta rays and whale sharks on the west side of the atolls.</li>
</ul>
<p>A good compromise is to split the stay: a few nights on the beach and two over the water at the end of the trip.</p>`,
  },
  {
    slug: 'how-to-pull-a-better-espresso-at-home',
    category: 'food-and-coffee',
    title: 'How to pull a better espresso at home',
    excerpt: 'Fresh beans, a consistent grind and a scale matter more than an expensive machine. A short guide to dialling in your shot.',
    photo: 'coffee-1.jpg',
    daysAgo: 0,
    trending: true,
    highlighted: true,
    content: `<p>A good espresso is a balance of dose, grind and time. Change one at a time, taste, and write down what you did: within a few mornings you will know exactly how your beans and machine behave.</p>
<h2>Start with a recipe</h2>
<p>A common starting point is 18 grams of ground coffee producing 36 grams of espresso in 25 to 30 seconds. Weigh both; the volume of crema makes cups and shot glasses misleading.</p>
<h2>Adjust the grind, not the dose</h2>
<ul>
<li><strong>Sour and thin</strong>, running too fast: grind finer.</li>
<li><strong>Bitter and harsh</strong>, dripping slowly: grind coarser.</li>
<li><strong>Channelling</strong>, with spurts from one side of the basket: distribute the grounds evenly before you tamp.</li>
</ul>
<h2>Beans and water</h2>
<p>Buy beans roasted within the last few weeks and grind them just before brewing. Very hard water scales the machine and dulls the flavour; a simple filter jug helps both.</p>
<p>A second-hand grinder is often the best upgrade you can make. <a href="/browse-ads">Local ads</a> regularly list good burr grinders for a fraction of their new price.</p>`,
  },
  {
    slug: 'neapolitan-pizza-in-a-home-oven',
    category: 'food-and-coffee',
    title: 'Neapolitan-style pizza in a home oven',
    excerpt: 'A long, cold rise and a very hot steel get you most of the way to a pizzeria crust without a wood-fired oven.',
    photo: 'food-1.jpg',
    daysAgo: 5,
    featured: true,
    content: `<p>A pizzeria oven reaches 450 °C and bakes a pizza in ninety seconds. A domestic oven stops at about 250 °C, but with the right dough and a baking steel you can come remarkably close.</p>
<h2>The dough</h2>
<p>Mix 500 g of strong flour, 325 g of cold water, 12 g of salt and 2 g of dried yeast. Knead for ten minutes, cover and leave it in the fridge for 24 to 72 hours. The slow fermentation builds flavour and makes the dough easy to stretch.</p>
<h2>Shaping and topping</h2>
<ol>
<li>Divide the dough into four balls two hours before baking and let them come to room temperature.</li>
<li>Press from the centre outwards, leaving a thick rim; never use a rolling pin.</li>
<li>Keep toppings light: crushed tomatoes, a little mozzarella, basil and olive oil.</li>
</ol>
<h2>Baking</h2>
<p>Heat a steel or stone on the top shelf for forty-five minutes at the highest setting. Slide the pizza on, bake for five minutes, then switch to the grill for the last minute to blister the crust.</p>`,
  },
  {
    slug: 'ten-houseplants-that-forgive-a-busy-schedule',
    category: 'home-and-garden',
    title: 'Ten houseplants that forgive a busy schedule',
    excerpt: 'Forgot to water again? These plants tolerate neglect, low light and the occasional holiday without complaint.',
    photo: 'plant-1.jpg',
    daysAgo: 4,
    trending: true,
    content: `<p>Most houseplants die from too much attention rather than too little. The plants below store water in their leaves or roots, so they cope with irregular watering and dim corners.</p>
<h2>For low light</h2>
<ul>
<li><strong>ZZ plant</strong>: glossy leaves, happy in a hallway, water once a month.</li>
<li><strong>Snake plant</strong>: upright leaves that tolerate almost anything except soggy soil.</li>
<li><strong>Cast-iron plant</strong>: named for its toughness, it grows slowly in shade.</li>
<li><strong>Pothos</strong>: trailing stems that tell you when they are thirsty by drooping.</li>
</ul>
<h2>For a bright windowsill</h2>
<ul>
<li><strong>Jade plant</strong> and <strong>aloe vera</strong>: succulents that prefer to dry out completely.</li>
<li><strong>Ponytail palm</strong>: stores water in its swollen trunk.</li>
<li><strong>Spider plant</strong>: produces baby plants you can pot up and give away.</li>
<li><strong>Rubber plant</strong> and <strong>Chinese evergreen</strong>: bold leaves, modest needs.</li>
</ul>
<h3>One rule for all of them</h3>
<p>Use pots with drainage holes and water only when the top few centimetres of compost are dry. Neighbours often give away cuttings and pots in <a href="/browse-ads">local ads</a>.</p>`,
  },
  {
    slug: 'planting-for-autumn-colour',
    category: 'home-and-garden',
    title: 'Planting for autumn colour',
    excerpt: 'Maples, sumac and late-flowering perennials keep a garden glowing after summer ends. What to plant now for next October.',
    photo: 'plant-2.jpg',
    daysAgo: 9,
    highlighted: true,
    content: `<p>Autumn colour comes from pigments that are hidden all summer. As days shorten, trees stop making chlorophyll and the yellows and oranges appear, while reds are produced fresh on cool, sunny days.</p>
<h2>Trees and shrubs</h2>
<ul>
<li><strong>Japanese maple</strong>: compact enough for a pot, with leaves from gold to deep crimson.</li>
<li><strong>Amelanchier</strong>: white spring flowers, summer berries and orange autumn leaves in one small tree.</li>
<li><strong>Cotinus</strong>, the smoke bush: purple leaves that turn fiery red.</li>
</ul>
<h2>Perennials and grasses</h2>
<p>Asters, sedums and rudbeckias flower into October and feed late bees. Ornamental grasses such as miscanthus turn straw-gold and look good through winter frosts.</p>
<h2>When to plant</h2>
<p>Autumn itself is the best time to plant trees and shrubs: the soil is still warm, rain is reliable and roots establish before spring growth begins.</p>`,
  },
  {
    slug: 'growing-frangipani-in-a-pot',
    category: 'home-and-garden',
    title: 'Growing frangipani in a pot',
    excerpt: 'The scented flowers of plumeria can bloom far from the tropics if you give them sun, warmth and a dry winter rest.',
    photo: 'flower-1.jpg',
    daysAgo: 14,
    content: `<p>Frangipani, or plumeria, is the flower of Hawaiian leis and temple gardens across Asia. In cooler climates it grows well in a large pot that spends summer outdoors and winter inside.</p>
<h2>Sun and soil</h2>
<p>Give it the sunniest spot you have and a gritty, free-draining compost such as a cactus mix. Plumeria rots quickly in wet soil, especially when it is cold.</p>
<h2>The winter rest</h2>
<p>In autumn the leaves yellow and drop. Move the plant somewhere frost-free and bright, stop watering almost completely, and wait. New leaves appear in spring, followed by flowers once nights stay above about 15 °C.</p>
<h2>From a cutting</h2>
<ol>
<li>Cut a branch tip of 30 cm and leave it to dry for a week until the end callouses.</li>
<li>Plant it in dry compost and water only once leaves appear.</li>
<li>Expect flowers in the second or third year.</li>
</ol>`,
  },
  {
    slug: 'bringing-home-a-kitten-the-first-week',
    category: 'pets',
    title: 'Bringing home a kitten: the first week',
    excerpt: 'A quiet room, the right food and a vet appointment: how to help a new kitten settle in and start good habits early.',
    photo: 'pet-3.jpg',
    daysAgo: 2,
    trending: true,
    featured: true,
    content: `<p>Kittens are usually ready to leave their mother at twelve to thirteen weeks. The first days in a new home shape how confident and sociable they become, so keep things calm and predictable.</p>
<h2>Before the kitten arrives</h2>
<ul>
<li>Set up one quiet room with a litter tray, food, water and a covered bed.</li>
<li>Ask the breeder or shelter which food the kitten eats and keep to it for the first weeks.</li>
<li>Hide cables and move plants that are toxic to cats, such as lilies.</li>
</ul>
<h2>The first days</h2>
<p>Let the kitten explore its room at its own pace and sit with it often. Short play sessions with a wand toy build trust and burn energy before bedtime. Introduce other pets slowly, first by scent, then through a door.</p>
<h2>Health</h2>
<p>Book a vet check in the first week to discuss vaccinations, worming, flea treatment, microchipping and neutering. Register the microchip in your name.</p>
<p>Scratching posts, carriers and beds are easy to find second-hand in <a href="/browse-ads">the ads</a>; wash fabric items before use.</p>`,
  },
  {
    slug: 'exercise-needs-of-working-dog-breeds',
    category: 'pets',
    title: 'Exercise needs of working dog breeds',
    excerpt: 'Shepherds, collies and retrievers were bred to work all day. A walk round the block is not enough: how to keep them busy and happy.',
    photo: 'pet-2.jpg',
    daysAgo: 12,
    highlighted: true,
    content: `<p>German shepherds, Border collies and Labradors are among the most popular family dogs, but they were bred for herding, guarding and retrieving. Without enough physical and mental work they invent their own jobs, often at the expense of the furniture.</p>
<h2>How much is enough?</h2>
<p>Most adult working breeds need at least one to two hours of activity a day, split into several sessions. Puppies need less: short play and training sessions protect their growing joints.</p>
<h2>Work the brain too</h2>
<ul>
<li>Scent games: hide treats around the house or garden and let the dog search.</li>
<li>Training sessions of five to ten minutes, several times a day.</li>
<li>Food puzzles instead of a bowl at mealtimes.</li>
<li>Dog sports such as agility, tracking or flyball at a local club.</li>
</ul>
<h2>Signs of boredom</h2>
<p>Chewing, barking at every sound, digging and pacing are classic signs that a dog needs more to do. Increase structured activity before treating them as behaviour problems.</p>`,
  },
  {
    slug: 'photos-that-sell-shooting-your-ad-with-a-phone',
    category: 'marketplace-tips',
    title: 'Photos that sell: shooting your ad with a phone',
    excerpt: 'Daylight, a plain background and one photo of every flaw. Simple habits that get your ad more messages.',
    photo: 'camera-2.jpg',
    daysAgo: 1,
    trending: true,
    featured: true,
    content: `<p>Buyers scroll fast. The first photo decides whether they open your ad, and the rest decide whether they message you. You do not need a camera: a recent phone and a few minutes of preparation are enough.</p>
<h2>Light and background</h2>
<ul>
<li>Shoot near a window in daylight and switch off the flash.</li>
<li>Use a plain wall, a sheet or the floor as a background, and clear everything else out of the frame.</li>
<li>Clean the item first: dust and fingerprints show up in every photo.</li>
</ul>
<h2>Which photos to take</h2>
<ol>
<li>A main photo of the whole item, straight on, filling most of the frame.</li>
<li>Each side, the back and the underside.</li>
<li>Labels, model numbers and sizes, so buyers can check details without asking.</li>
<li>Every scratch or defect, close up. Honest photos prevent disappointed buyers and wasted trips.</li>
</ol>
<h2>On RM Marketplace</h2>
<p>You can add several photos to each ad and reorder them; the first becomes the cover. Not sure how to describe the item? Try <a href="/add-listing">creating an ad</a> with a photo and let the assistant suggest a category and title.</p>`,
  },
  {
    slug: 'safe-meet-ups-when-buying-and-selling-locally',
    category: 'marketplace-tips',
    title: 'Safe meet-ups when buying and selling locally',
    excerpt: 'Meet in public, keep the chat on the platform and check the item before you pay. A checklist for buyers and sellers.',
    photo: 'city-1.jpg',
    daysAgo: 7,
    trending: true,
    highlighted: true,
    content: `<p>Almost every local sale goes smoothly. A few habits make sure yours does too, whether you are buying a bicycle or selling a sofa.</p>
<h2>Before you meet</h2>
<ul>
<li>Keep the conversation in <a href="/messages">Messages</a>: it keeps a record and your phone number stays private.</li>
<li>Look at the seller's profile, reviews and how long they have been a member.</li>
<li>Be wary of anyone who pushes you to pay in advance or by gift card.</li>
</ul>
<h2>Where and when</h2>
<p>Choose a busy public place in daylight: a café, a shopping centre or the lobby of a police station, many of which welcome online trades. For large items collected from a home, bring someone with you and tell a friend where you are going.</p>
<h2>Checking and paying</h2>
<ol>
<li>Inspect the item and test it if it has a plug or a motor.</li>
<li>Count cash in front of each other, or confirm a bank transfer has arrived before handing over the item.</li>
<li>Leave a review afterwards: it helps the next buyer or seller.</li>
</ol>
<p>If something feels wrong, walk away and report the ad from its page.</p>`,
  },
  {
    slug: 'lantern-festivals-around-the-world',
    category: 'events-and-culture',
    title: 'Lantern festivals around the world',
    excerpt: 'From Chiang Mai to Hoi An and Taipei, paper lanterns light up the night sky. When and where to see the most beautiful festivals.',
    photo: 'festival-1.jpg',
    daysAgo: 10,
    featured: true,
    content: `<p>Lantern festivals mark the full moon, the new year or the end of the rainy season in many countries. Thousands of lights on water or in the sky make them some of the most photographed events on earth.</p>
<h2>Yi Peng and Loy Krathong, Thailand</h2>
<p>In November, Chiang Mai releases sky lanterns for Yi Peng while rivers fill with floating baskets of flowers and candles for Loy Krathong. Mass releases now take place at organised events that sell tickets well in advance.</p>
<h2>The Lantern Festival, China and Taiwan</h2>
<p>The fifteenth day of the lunar new year closes the celebrations with lantern displays, riddles written on lanterns and sweet rice dumplings. The sky lanterns of Pingxi, near Taipei, carry wishes written on their paper.</p>
<h2>Hoi An, Vietnam</h2>
<p>On the fourteenth day of each lunar month, the old town of Hoi An switches off its electric lights and the streets glow with silk lanterns. Small paper lanterns float down the Thu Bồn river.</p>
<h3>Be a considerate visitor</h3>
<p>Follow local rules on sky lanterns, which are banned in many places because of fire risk, and choose biodegradable floating lanterns where they are allowed.</p>`,
  },
  {
    slug: 'mariachi-the-music-of-jalisco',
    category: 'events-and-culture',
    title: 'Mariachi: the music of Jalisco',
    excerpt: 'Violins, trumpets and the guitarrón: the story of the ensemble UNESCO lists as intangible cultural heritage, and where to hear it live.',
    photo: 'music-1.jpg',
    daysAgo: 16,
    highlighted: true,
    content: `<p>Mariachi was born in the villages of western Mexico, in and around the state of Jalisco, and became the sound of the whole country. In 2011 UNESCO added it to its list of the intangible cultural heritage of humanity.</p>
<h2>The instruments</h2>
<ul>
<li><strong>Violins</strong> carry the melody.</li>
<li><strong>Trumpets</strong>, added in the twentieth century, give the bright, brassy sound most people know.</li>
<li>The <strong>vihuela</strong>, a small round-backed guitar, and the <strong>guitar</strong> keep the rhythm.</li>
<li>The <strong>guitarrón</strong>, a large bass guitar, holds everything together.</li>
</ul>
<h2>Where to hear it</h2>
<p>Plaza Garibaldi in Mexico City is full of bands in their silver-studded charro suits every evening, ready to play a song for a fee. Guadalajara hosts the International Mariachi and Charrería Festival each September, with concerts in the streets and the Degollado Theatre.</p>
<p>Learning an instrument yourself? Guitars and violins turn up regularly in <a href="/browse-ads">the ads</a>.</p>`,
  },
];
