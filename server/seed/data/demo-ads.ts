/**
 * Demo ads (about 40) by the demo users, in their cities. `photos` name files of the shared demo photos
 * (../shared/demo-media, see its CREDITS.md) that show the item; `art` names a drawn product illustration for items
 * the photo set has none of (bicycles, sofas, phones, laptops, shoes, clothes, watches, books…). Prices are real
 * asking prices in the seller's currency; `offer` is a reduced price; `promo` 1 urgent, 2 top page.
 */

export type DemoArt = 'bicycle' | 'sofa' | 'phone' | 'laptop' | 'shoe' | 'jacket' | 'watch' | 'book' | 'headphones' | 'tv' | 'console' | 'bag';
export type DemoAdSeed = {
  owner: 'alice' | 'bob' | 'carol' | 'dave';
  /** Category slug (server/seed/data/ad-categories.ts). */
  category: string;
  name: string;
  /** Short description, at most 150 characters. */
  description: string;
  details?: string;
  price: number;
  offer?: number;
  currency: 'USD' | 'EUR' | 'GBP' | 'MDL';
  condition?: 'new' | 'likeNew' | 'used';
  negotiable?: boolean;
  tags: string[];
  photos?: string[];
  art?: DemoArt;
  promo?: 1 | 2;
  /** Posted this many days before the seed runs. */
  daysAgo: number;
  /** Neighbourhood, and its offset from the owner's city centre in degrees. */
  area: string;
  dLat: number;
  dLon: number;
};

export const demoAds: DemoAdSeed[] = [
  // Alice, London (GBP)
  { owner: 'alice', category: 'chairs', name: 'White wooden dining chair', description: 'Solid painted beech chair, sturdy and clean. One of a set of four; happy to sell separately.', price: 35, currency: 'GBP', condition: 'used', tags: ['chair', 'furniture', 'dining'], photos: ['chair-1.jpg'], daysAgo: 1, area: 'Camden', dLat: 0.032, dLon: -0.01 },
  { owner: 'alice', category: 'lighting', name: 'LED bulbs E27, box of 6', description: 'Warm white 9 W (60 W equivalent) LED bulbs, unopened box. Bought too many for the flat.', price: 12, currency: 'GBP', condition: 'new', tags: ['lighting', 'led', 'bulb'], photos: ['lamp-1.jpg'], daysAgo: 3, area: 'Islington', dLat: 0.03, dLon: -0.02 },
  { owner: 'alice', category: 'pots-pans', name: 'Cast-iron frying pan 26 cm', description: 'Well seasoned cast-iron skillet, goes from hob to oven. Heavy and perfect for steaks.', price: 28, offer: 22, currency: 'GBP', condition: 'used', tags: ['kitchen', 'cast iron', 'pan'], photos: ['kitchen-1.jpg'], daysAgo: 2, area: 'Hackney', dLat: 0.038, dLon: 0.058 },
  { owner: 'alice', category: 'kittens', name: 'Tabby kitten looking for a home', description: 'Playful 10-week-old tabby, litter trained, first vaccination done. Comes with a bag of food.', price: 90, currency: 'GBP', tags: ['kitten', 'cat', 'pets'], photos: ['pet-1.jpg'], promo: 1, daysAgo: 0, area: 'Clapham', dLat: -0.045, dLon: -0.01 },
  { owner: 'alice', category: 'road-bikes', name: 'Carbon road bike, 54 cm frame', description: 'Light carbon road bike with Shimano 105 groupset, serviced last month. Ideal for sportives.', price: 850, offer: 780, currency: 'GBP', condition: 'used', negotiable: false, tags: ['bike', 'cycling', 'road bike'], art: 'bicycle', promo: 2, daysAgo: 4, area: 'Greenwich', dLat: -0.03, dLon: 0.12 },
  { owner: 'alice', category: 'sofas-armchairs', name: 'Three-seater grey fabric sofa', description: 'Comfortable grey sofa with removable washable covers. Pet and smoke free home, collection only.', price: 240, currency: 'GBP', condition: 'used', negotiable: true, tags: ['sofa', 'furniture', 'living room'], art: 'sofa', daysAgo: 6, area: 'Brixton', dLat: -0.046, dLon: -0.012 },
  { owner: 'alice', category: 'womens-coats-jackets', name: 'Wool winter coat, size 12', description: 'Camel wool blend coat, worn a handful of times. Warm, fully lined, two deep pockets.', price: 65, currency: 'GBP', condition: 'likeNew', tags: ['coat', 'fashion', 'winter'], art: 'jacket', daysAgo: 8, area: 'Kensington', dLat: -0.007, dLon: -0.066 },
  { owner: 'alice', category: 'fiction-books', name: 'Classic novels bundle, 12 books', description: 'Paperback classics: Austen, Dickens, Brontë and more. Good reading condition, some spine wear.', price: 20, currency: 'GBP', condition: 'used', tags: ['books', 'fiction', 'classics'], art: 'book', daysAgo: 10, area: 'Bloomsbury', dLat: 0.014, dLon: -0.002 },
  { owner: 'alice', category: 'hand-tools', name: 'Claw hammer and tape measure', description: 'Steel claw hammer and a 5 m tape measure, both in great working order. Handy starter kit.', price: 15, currency: 'GBP', condition: 'used', tags: ['tools', 'diy', 'hammer'], photos: ['tools-1.jpg', 'tools-2.jpg'], daysAgo: 12, area: 'Stratford', dLat: 0.035, dLon: 0.13 },
  { owner: 'alice', category: 'plants-seeds', name: 'Potted maple sapling', description: 'Young Japanese maple in a 5 litre pot, bright green leaves turning red in autumn.', price: 25, currency: 'GBP', condition: 'new', tags: ['plants', 'garden', 'maple'], photos: ['plant-1.jpg', 'plant-2.jpg'], daysAgo: 14, area: 'Richmond', dLat: -0.046, dLon: -0.174 },

  // Bob, Paris (EUR)
  { owner: 'bob', category: 'guitars-basses', name: 'Electric guitar with practice amp', description: 'Solid-body electric guitar, 15 W practice amp and cable. Great for a beginner band.', price: 320, offer: 280, currency: 'EUR', condition: 'used', tags: ['guitar', 'music', 'amp'], photos: ['guitar-1.jpg'], promo: 2, daysAgo: 1, area: 'Montmartre', dLat: 0.03, dLon: -0.012 },
  { owner: 'bob', category: 'small-kitchen-appliances', name: 'Espresso cups and saucers, set of 6', description: 'Porcelain espresso cups with saucers, no chips. Perfect for a coffee corner.', price: 24, currency: 'EUR', condition: 'likeNew', tags: ['coffee', 'espresso', 'kitchen'], photos: ['coffee-1.jpg', 'coffee-2.jpg'], daysAgo: 2, area: 'Le Marais', dLat: 0.002, dLon: 0.01 },
  { owner: 'bob', category: 'digital-cameras', name: 'Camera tripod, aluminium', description: 'Sturdy 160 cm tripod with a pan-and-tilt head and quick release plate. Carry bag included.', price: 45, currency: 'EUR', condition: 'used', tags: ['camera', 'tripod', 'photography'], photos: ['camera-2.jpg'], daysAgo: 5, area: 'Saint-Germain', dLat: -0.003, dLon: -0.018 },
  { owner: 'bob', category: 'city-bikes', name: 'Dutch-style city bike', description: 'Upright city bike with 3 gears, basket, mudguards and lights. New tyres fitted this spring.', price: 180, currency: 'EUR', condition: 'used', negotiable: true, tags: ['bike', 'city bike', 'cycling'], art: 'bicycle', daysAgo: 3, area: 'Bastille', dLat: -0.003, dLon: 0.017 },
  { owner: 'bob', category: 'laptops', name: 'Laptop 14" i5, 16 GB RAM, 512 GB SSD', description: 'Light 14-inch laptop, battery holds 7 hours. Freshly reset, charger included.', price: 520, offer: 470, currency: 'EUR', condition: 'likeNew', tags: ['laptop', 'computer', 'ssd'], art: 'laptop', promo: 1, daysAgo: 0, area: 'La Défense', dLat: 0.035, dLon: -0.11 },
  { owner: 'bob', category: 'iphones', name: 'iPhone 13, 128 GB, midnight', description: 'Unlocked, battery health 88 %, always in a case with a screen protector. Box and cable.', price: 390, currency: 'EUR', condition: 'used', tags: ['iphone', 'phone', 'apple'], art: 'phone', daysAgo: 6, area: 'Opéra', dLat: 0.015, dLon: -0.02 },
  { owner: 'bob', category: 'sneakers', name: 'Running shoes, EU 43', description: 'Cushioned road running shoes, about 100 km of use. Clean, plenty of grip left.', price: 40, currency: 'EUR', condition: 'used', tags: ['shoes', 'running', 'sport'], art: 'shoe', daysAgo: 9, area: 'Belleville', dLat: 0.015, dLon: 0.03 },
  { owner: 'bob', category: 'tableware', name: 'Hand-painted ceramic plates', description: 'Four decorative ceramic plates with floral pattern. Dishwasher safe.', price: 30, currency: 'EUR', condition: 'likeNew', tags: ['plates', 'ceramic', 'kitchen'], photos: ['kitchen-2.jpg'], daysAgo: 11, area: 'Batignolles', dLat: 0.03, dLon: -0.03 },
  { owner: 'bob', category: 'cutlery-utensils', name: 'Stainless cutlery set, 24 pieces', description: 'Modern satin-finish cutlery for six: knives, forks, spoons and teaspoons.', price: 35, offer: 29, currency: 'EUR', condition: 'new', tags: ['cutlery', 'kitchen', 'tableware'], photos: ['kitchen-4.jpg', 'kitchen-3.jpg'], daysAgo: 13, area: 'Vincennes', dLat: -0.009, dLon: 0.085 },
  { owner: 'bob', category: 'adult-dogs', name: 'German shepherd, 3 years, gentle', description: 'Friendly, trained and vaccinated male. Moving abroad and looking for a home with a garden.', price: 150, currency: 'EUR', tags: ['dog', 'german shepherd', 'pets'], photos: ['pet-2.jpg'], daysAgo: 7, area: 'Boulogne', dLat: -0.02, dLon: -0.11 },

  // Carol, Chișinău (MDL)
  { owner: 'carol', category: 'electrical-supplies', name: 'Solar panels 2 × 400 W', description: 'Two monocrystalline panels, one season on a summer house roof. Mounting brackets included.', price: 7800, offer: 6900, currency: 'MDL', condition: 'used', tags: ['solar', 'energy', 'panels'], photos: ['solar-1.jpg', 'solar-2.jpg'], promo: 2, daysAgo: 1, area: 'Botanica', dLat: -0.03, dLon: 0.02 },
  { owner: 'carol', category: 'electrical-supplies', name: 'Digital multimeter', description: 'Auto-range multimeter with test leads; measures voltage, current, resistance and continuity.', price: 450, currency: 'MDL', condition: 'likeNew', tags: ['multimeter', 'tools', 'electrical'], photos: ['tools-3.jpg'], daysAgo: 2, area: 'Centru', dLat: 0.002, dLon: -0.005 },
  { owner: 'carol', category: 'hand-tools', name: 'Pliers, cutters and wrench set', description: 'Combination pliers, diagonal side cutters and an adjustable wrench. Solid steel, barely used.', price: 380, currency: 'MDL', condition: 'likeNew', tags: ['tools', 'pliers', 'wrench'], photos: ['tools-4.jpg', 'tools-8.jpg', 'tools-6.jpg'], daysAgo: 4, area: 'Rîșcani', dLat: 0.03, dLon: 0.01 },
  { owner: 'carol', category: 'horses', name: 'Riding horse, calm mare', description: 'Eight-year-old mare, used to children and trail rides. Vet papers available.', price: 42000, currency: 'MDL', negotiable: true, tags: ['horse', 'riding', 'farm'], photos: ['pet-4.jpg'], daysAgo: 15, area: 'Durlești', dLat: 0.005, dLon: -0.09 },
  { owner: 'carol', category: 'kittens', name: 'Playful kitten, 2 months', description: 'Curious and affectionate kitten, eats on its own and uses the litter tray.', price: 200, currency: 'MDL', tags: ['kitten', 'cat', 'pets'], photos: ['pet-3.jpg'], promo: 1, daysAgo: 0, area: 'Ciocana', dLat: 0.01, dLon: 0.07 },
  { owner: 'carol', category: 'home-textiles', name: 'Feather pillows, pair', description: 'Two soft feather pillows 50 × 70 cm with cotton covers, washed and stored dry.', price: 350, currency: 'MDL', condition: 'likeNew', tags: ['pillow', 'bedding', 'home'], photos: ['pillow-1.jpg'], daysAgo: 6, area: 'Buiucani', dLat: 0.01, dLon: -0.04 },
  { owner: 'carol', category: 'mens-shoes', name: 'Leather Chelsea boots, 42', description: 'Brown leather boots with elastic sides and rubber sole. Worn twice, too small for me.', price: 950, offer: 800, currency: 'MDL', condition: 'likeNew', tags: ['boots', 'shoes', 'leather'], art: 'shoe', daysAgo: 5, area: 'Telecentru', dLat: -0.02, dLon: -0.02 },
  { owner: 'carol', category: 'samsung-phones', name: 'Samsung Galaxy A54, 128 GB', description: 'Dual SIM, 5G, no scratches. Sold with charger and a silicone case.', price: 4200, currency: 'MDL', condition: 'used', tags: ['samsung', 'phone', 'android'], art: 'phone', daysAgo: 8, area: 'Centru', dLat: -0.004, dLon: 0.006 },
  { owner: 'carol', category: 'watches', name: 'Mechanical wristwatch, steel', description: 'Automatic movement, sapphire glass, steel bracelet. Keeps good time, recently serviced.', price: 2600, currency: 'MDL', condition: 'used', negotiable: true, tags: ['watch', 'automatic', 'accessories'], art: 'watch', daysAgo: 12, area: 'Botanica', dLat: -0.028, dLon: 0.025 },
  { owner: 'carol', category: 'textbooks', name: 'University maths textbooks, 5 volumes', description: 'Calculus, linear algebra and statistics textbooks with a few pencil notes.', price: 300, currency: 'MDL', condition: 'used', tags: ['books', 'textbooks', 'maths'], art: 'book', daysAgo: 16, area: 'Rîșcani', dLat: 0.032, dLon: 0.015 },

  // Dave, Berlin (EUR) and a few USD listings
  { owner: 'dave', category: 'mountain-bikes', name: 'Hardtail mountain bike 29"', description: 'Aluminium hardtail, air fork, hydraulic disc brakes, 1×12 drivetrain. Size L.', price: 690, offer: 620, currency: 'EUR', condition: 'used', tags: ['bike', 'mtb', 'cycling'], art: 'bicycle', promo: 1, daysAgo: 1, area: 'Kreuzberg', dLat: -0.022, dLon: 0.0 },
  { owner: 'dave', category: 'headphones', name: 'Noise-cancelling headphones', description: 'Over-ear wireless headphones with active noise cancelling, 30 h battery, carry case.', price: 140, currency: 'EUR', condition: 'likeNew', tags: ['headphones', 'audio', 'wireless'], art: 'headphones', daysAgo: 2, area: 'Mitte', dLat: 0.0, dLon: -0.01 },
  { owner: 'dave', category: 'playstation', name: 'PlayStation 5 with two controllers', description: 'Disc edition, two DualSense controllers and three games. Works perfectly.', price: 420, currency: 'EUR', condition: 'used', tags: ['ps5', 'gaming', 'console'], art: 'console', promo: 2, daysAgo: 3, area: 'Prenzlauer Berg', dLat: 0.02, dLon: 0.015 },
  { owner: 'dave', category: 'televisions', name: '55" 4K smart TV', description: 'UHD HDR television with built-in streaming apps, wall mount and remote. Collection only.', price: 330, offer: 290, currency: 'EUR', condition: 'used', tags: ['tv', '4k', 'electronics'], art: 'tv', daysAgo: 5, area: 'Friedrichshain', dLat: -0.005, dLon: 0.045 },
  { owner: 'dave', category: 'garden-tools', name: 'Measuring tape and torque screwdriver', description: 'Precision torque screwdriver with bits and a long tape measure, for bikes and furniture.', price: 38, currency: 'EUR', condition: 'likeNew', tags: ['tools', 'screwdriver', 'diy'], photos: ['tools-5.jpg', 'tools-2.jpg'], daysAgo: 7, area: 'Neukölln', dLat: -0.04, dLon: 0.02 },
  { owner: 'dave', category: 'small-kitchen-appliances', name: 'Digital kitchen scale', description: 'Precise to 1 g, up to 5 kg, tare button and easy-clean glass top.', price: 14, currency: 'EUR', condition: 'new', tags: ['kitchen', 'scale', 'baking'], photos: ['scale-1.jpg'], daysAgo: 9, area: 'Charlottenburg', dLat: -0.004, dLon: -0.1 },
  { owner: 'dave', category: 'backpacks', name: 'Hiking backpack 40 L', description: 'Lightweight trekking pack with rain cover, hip belt and hydration sleeve.', price: 75, currency: 'USD', condition: 'likeNew', tags: ['backpack', 'hiking', 'outdoor'], art: 'bag', daysAgo: 10, area: 'Schöneberg', dLat: -0.035, dLon: -0.05 },
  { owner: 'dave', category: 'mens-coats-jackets', name: 'Waterproof rain jacket, M', description: 'Breathable shell jacket with hood and taped seams, packs into its own pocket.', price: 90, offer: 70, currency: 'USD', condition: 'new', tags: ['jacket', 'outdoor', 'rain'], art: 'jacket', daysAgo: 11, area: 'Wedding', dLat: 0.03, dLon: -0.04 },
  { owner: 'dave', category: 'plants-seeds', name: 'Bamboo plants in pots', description: 'Three healthy bamboo plants, about 1.2 m tall, ideal as a balcony privacy screen.', price: 60, currency: 'EUR', condition: 'new', tags: ['bamboo', 'plants', 'garden'], photos: ['plant-3.jpg'], daysAgo: 13, area: 'Pankow', dLat: 0.05, dLon: -0.0 },
  { owner: 'dave', category: 'laptops', name: 'MacBook Air M1, 8 GB / 256 GB', description: 'Space grey, 140 battery cycles, no dents. Original charger and box.', price: 650, currency: 'USD', condition: 'used', tags: ['macbook', 'laptop', 'apple'], art: 'laptop', daysAgo: 4, area: 'Mitte', dLat: 0.01, dLon: 0.0 },
];
