import type { DemoArt } from './demo-ads.ts';

/**
 * Demo shops (spec 002) and their products. carol@example.com owns the Chișinău shop (the README's shop owner); bob,
 * dave and alice (travel gear, for the Travel section) one each. `photos` name files of the shared demo photos (see server/seed/demo-ads.ts); items the set
 * has no photo of get a labelled illustration (`art`). Prices are in US dollars (shop items always are, decision
 * 28); `offer` is the sale price; `stock` includes sold-out (0) and low (1–3) items.
 */

export type DemoShopSeed = {
  key: 'carol' | 'bob' | 'dave' | 'alice';
  owner: 'carol' | 'bob' | 'dave' | 'alice';
  name: string;
  user_name: string;
  email: string;
  phone: string;
  /** ISO 3166 code of the country. */
  country: string;
  city: string;
  location: string;
  currency: 'MDL' | 'EUR' | 'GBP';
  lat: number;
  lon: number;
  /** Opened this many days before the seed runs (the shop information page shows the age). */
  daysAgo: number;
};

export type DemoShopItemSeed = {
  shop: DemoShopSeed['key'];
  /** Shop category slug (server/seed/data/shop-categories.ts). */
  category: string;
  name: string;
  /** At most 150 characters. */
  description: string;
  brand: string;
  price: number;
  offer?: number;
  stock: number;
  photos?: string[];
  art?: DemoArt;
  daysAgo: number;
};

export const demoShops: DemoShopSeed[] = [
  { key: 'carol', owner: 'carol', name: 'Casa Carol Home & Coffee', user_name: 'casa_carol', email: 'shop.carol@example.com', phone: '+37369123456', country: 'MD', city: 'Chișinău', location: 'Strada Armenească 24, Chișinău', currency: 'MDL', lat: 47.0245, lon: 28.8323, daysAgo: 420 },
  { key: 'bob', owner: 'bob', name: 'Atelier Bob Music & Tools', user_name: 'atelier_bob', email: 'shop.bob@example.com', phone: '+33612345678', country: 'FR', city: 'Paris', location: '12 Rue de la Roquette, Paris', currency: 'EUR', lat: 48.8553, lon: 2.3736, daysAgo: 150 },
  { key: 'dave', owner: 'dave', name: "Dave's Tech Corner", user_name: 'daves_tech', email: 'shop.dave@example.com', phone: '+4915112345678', country: 'DE', city: 'Berlin', location: 'Torstraße 101, Berlin', currency: 'EUR', lat: 52.5291, lon: 13.4015, daysAgo: 60 },
  { key: 'alice', owner: 'alice', name: 'Wayfarer Travel Gear', user_name: 'wayfarer_gear', email: 'shop.alice@example.com', phone: '+447700900123', country: 'GB', city: 'London', location: '48 Upper Street, London', currency: 'GBP', lat: 51.5386, lon: -0.1027, daysAgo: 240 },
];

export const demoShopItems: DemoShopItemSeed[] = [
  // Carol, Chișinău (MDL)
  { shop: 'carol', category: 'shop-coffee-beans', name: 'Espresso blend coffee beans 1 kg', description: 'Medium-dark roast, 70 % arabica and 30 % robusta. Chocolate and hazelnut notes, roasted weekly in Chișinău.', brand: 'Lavazza', price: 22.90, offer: 19.90, stock: 40, photos: ['coffee-1.jpg'], daysAgo: 1 },
  { shop: 'carol', category: 'shop-mugs-cups', name: 'Porcelain cup and saucer', description: 'Classic white porcelain cup (200 ml) with saucer. Dishwasher safe.', brand: 'Villeroy & Boch', price: 9.90, stock: 25, photos: ['coffee-2.jpg'], daysAgo: 2 },
  { shop: 'carol', category: 'shop-mugs-cups', name: 'Hand-painted butterfly cup set', description: 'Cup and saucer painted with butterflies and dragonflies. A lovely gift for tea lovers.', brand: 'Casa Carol', price: 18.90, offer: 15.90, stock: 3, photos: ['coffee-3.jpg'], daysAgo: 4 },
  { shop: 'carol', category: 'shop-pots-pans', name: 'Cast-iron skillet 26 cm', description: 'Pre-seasoned cast-iron pan for hob, oven and grill. Keeps heat evenly for searing.', brand: 'Lodge', price: 48.90, offer: 41.90, stock: 12, photos: ['kitchen-1.jpg'], daysAgo: 3 },
  { shop: 'carol', category: 'shop-plates-bowls', name: 'Stoneware dinner plate 27 cm', description: 'Glazed stoneware plate with a soft rim. Microwave and dishwasher safe.', brand: 'IKEA', price: 6.90, stock: 60, photos: ['kitchen-2.jpg'], daysAgo: 6 },
  { shop: 'carol', category: 'shop-cutlery', name: 'Teaspoons, set of 6', description: 'Polished stainless steel teaspoons, 13 cm. Comfortable weight, rust free.', brand: 'Zwilling', price: 11.90, stock: 0, photos: ['kitchen-3.jpg'], daysAgo: 9 },
  { shop: 'carol', category: 'shop-cutlery', name: 'Cutlery set for 4, 16 pieces', description: 'Modern faceted cutlery in brushed steel: knives, forks, spoons and teaspoons for four.', brand: 'Zwilling', price: 63.90, offer: 54.90, stock: 7, photos: ['kitchen-4.jpg'], daysAgo: 11 },
  { shop: 'carol', category: 'shop-pillows-duvets', name: 'Soft cotton pillow 50 × 70', description: 'Hypoallergenic microfibre filling in a 100 % cotton cover. Machine washable at 60 °C.', brand: 'Casa Carol', price: 13.90, stock: 18, photos: ['pillow-1.jpg'], daysAgo: 5 },
  { shop: 'carol', category: 'shop-lamps-lighting', name: 'LED bulb E27 9 W, warm white', description: 'Energy-saving bulb, 806 lumen (60 W equivalent), 15,000 hours. Pack of one.', brand: 'Philips', price: 1.90, offer: 0.90, stock: 150, photos: ['lamp-1.jpg'], daysAgo: 8 },
  { shop: 'carol', category: 'shop-indoor-plants', name: 'Bamboo in a ceramic pot', description: 'Lucky bamboo arrangement, 40 cm, in a glazed pot. Easy care, likes indirect light.', brand: 'Green Corner', price: 16.90, stock: 2, photos: ['plant-3.jpg'], daysAgo: 7 },
  { shop: 'carol', category: 'shop-outdoor-plants', name: 'Japanese maple sapling', description: 'Young Acer palmatum in a 5 l pot. Green leaves that turn red in autumn.', brand: 'Green Corner', price: 26.90, offer: 22.90, stock: 5, photos: ['plant-1.jpg', 'plant-2.jpg'], daysAgo: 13 },
  { shop: 'carol', category: 'shop-outdoor-plants', name: 'Blue spruce, potted', description: 'Picea pungens in a 10 l pot, about 60 cm tall. Hardy and slow growing.', brand: 'Green Corner', price: 35.90, stock: 0, photos: ['plant-4.jpg'], daysAgo: 20 },
  { shop: 'carol', category: 'shop-seeds-bulbs', name: 'Dahlia tubers, orange, 3 pack', description: 'Decorative dahlias flowering July to October. Plant after the last frost.', brand: 'Green Corner', price: 4.90, stock: 30, photos: ['flower-4.jpg'], daysAgo: 15 },
  { shop: 'carol', category: 'shop-kitchen-appliances', name: 'Digital kitchen scale 5 kg', description: 'Precise to 1 g, tare function, stainless platform and auto power-off.', brand: 'Tefal', price: 17.90, offer: 15.90, stock: 1, photos: ['scale-1.jpg'], daysAgo: 10 },
  { shop: 'carol', category: 'shop-espresso-machines', name: 'Manual espresso machine 15 bar', description: 'Compact espresso machine with steam wand for cappuccino. 1.1 l water tank.', brand: "De'Longhi", price: 193.90, offer: 165.90, stock: 4, art: 'espresso', daysAgo: 12 },

  // Bob, Paris (EUR)
  { shop: 'bob', category: 'shop-music-movies', name: 'Electric guitar starter pack', description: 'Solid-body electric guitar with 15 W amp, cable, strap and picks. Ready to play.', brand: 'Yamaha', price: 289, offer: 249, stock: 6, photos: ['guitar-1.jpg'], daysAgo: 1 },
  { shop: 'bob', category: 'shop-music-movies', name: 'Classical guitar 4/4', description: 'Spruce top, nylon strings, gig bag included. Warm tone for students.', brand: 'Yamaha', price: 159, stock: 9, photos: ['music-1.jpg'], daysAgo: 5 },
  { shop: 'bob', category: 'shop-music-movies', name: 'Irish tin whistle in D', description: 'Nickel-plated whistle with a plastic fipple. Bright, clear sound; tutorial card inside.', brand: 'Clarke', price: 14, stock: 2, photos: ['music-2.jpg'], daysAgo: 8 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Claw hammer 450 g', description: 'Forged steel head, fibreglass handle with anti-slip grip. For workshop and garden.', brand: 'Stanley', price: 19.9, offer: 15.9, stock: 35, photos: ['tools-1.jpg'], daysAgo: 2 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Tape measure 5 m', description: 'Locking steel tape with belt clip and magnetic hook. Metric and imperial.', brand: 'Stanley', price: 12.5, stock: 50, photos: ['tools-2.jpg'], daysAgo: 3 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Combination pliers 180 mm', description: 'Chrome vanadium pliers with insulated handles and a side cutter.', brand: 'Knipex', price: 24.5, stock: 0, photos: ['tools-4.jpg'], daysAgo: 9 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Adjustable wrench 250 mm', description: 'Opens to 30 mm, precise worm drive, laser-etched scale.', brand: 'Bahco', price: 29.9, offer: 24.9, stock: 11, photos: ['tools-6.jpg'], daysAgo: 6 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Universal scissors 21 cm', description: 'Stainless steel blades and ergonomic handles for left and right hands.', brand: 'Fiskars', price: 16.9, stock: 3, photos: ['tools-7.jpg'], daysAgo: 14 },
  { shop: 'bob', category: 'shop-hand-garden-tools', name: 'Diagonal side cutters 160 mm', description: 'Carbon steel cutters for wire up to 2.5 mm, induction-hardened edges.', brand: 'Knipex', price: 27.5, stock: 8, photos: ['tools-8.jpg'], daysAgo: 18 },
  { shop: 'bob', category: 'shop-pc-accessories', name: 'Digital multimeter', description: 'Measures voltage, current, resistance and continuity, with auto range and backlight.', brand: 'Fluke', price: 89, offer: 79, stock: 5, photos: ['tools-3.jpg'], daysAgo: 7 },
  { shop: 'bob', category: 'shop-pens-pencils', name: 'Graphite pencils HB, box of 12', description: 'Smooth, break-resistant cedar pencils, pre-sharpened.', brand: 'Faber-Castell', price: 6.5, stock: 120, photos: ['pencil-1.jpg'], daysAgo: 4 },
  { shop: 'bob', category: 'shop-camera-accessories', name: 'Aluminium camera tripod 160 cm', description: 'Three-way pan head, quick release plate, bubble level and carry bag.', brand: 'Manfrotto', price: 69, stock: 4, photos: ['camera-2.jpg'], daysAgo: 10 },
  { shop: 'bob', category: 'shop-volleyball', name: 'Beach volleyball, size 5', description: 'Soft-touch synthetic leather, hand-stitched panels, for sand and grass.', brand: 'Mikasa', price: 34.9, offer: 27.9, stock: 22, photos: ['ball-2.jpg'], daysAgo: 12 },
  { shop: 'bob', category: 'shop-team-sports', name: 'Leather baseball, official size', description: 'Cork and rubber core, full-grain leather cover with red stitching.', brand: 'Rawlings', price: 9.9, stock: 40, photos: ['ball-1.jpg'], daysAgo: 16 },

  // Dave, Berlin (EUR)
  { shop: 'dave', category: 'shop-smartphones', name: 'Galaxy A55 5G, 128 GB', description: '6.6" AMOLED screen, 50 MP camera and two-day battery. Unlocked, two-year warranty.', brand: 'Samsung', price: 399, offer: 349, stock: 14, art: 'phone', daysAgo: 1 },
  { shop: 'dave', category: 'shop-smartphones', name: 'iPhone 15, 128 GB', description: 'A16 Bionic, 48 MP main camera, USB-C. Black, unlocked.', brand: 'Apple', price: 849, stock: 3, art: 'phone', daysAgo: 2 },
  { shop: 'dave', category: 'shop-laptops', name: 'ThinkPad E14 Gen 5, 16 GB', description: '14" WUXGA, Ryzen 7, 512 GB SSD. Backlit keyboard and fingerprint reader.', brand: 'Lenovo', price: 899, offer: 799, stock: 6, art: 'laptop', daysAgo: 3 },
  { shop: 'dave', category: 'shop-laptops', name: 'MacBook Air 13" M2', description: '8-core CPU, 8 GB memory, 256 GB SSD. Midnight colour.', brand: 'Apple', price: 1049, stock: 0, art: 'laptop', daysAgo: 9 },
  { shop: 'dave', category: 'shop-headphones', name: 'WH-1000XM5 noise-cancelling headphones', description: 'Industry-leading noise cancelling, 30-hour battery and multipoint Bluetooth.', brand: 'Sony', price: 379, offer: 299, stock: 9, art: 'headphones', daysAgo: 4 },
  { shop: 'dave', category: 'shop-headphones', name: 'Tune 520BT on-ear headphones', description: 'Lightweight wireless headphones with 57 hours of battery and fast charging.', brand: 'JBL', price: 49, stock: 25, art: 'headphones', daysAgo: 6 },
  { shop: 'dave', category: 'shop-tvs', name: '55" 4K OLED TV', description: 'Self-lit pixels, Dolby Vision and Atmos, webOS with all streaming apps.', brand: 'LG', price: 1299, offer: 1099, stock: 2, art: 'tv', daysAgo: 5 },
  { shop: 'dave', category: 'shop-tvs', name: '43" 4K LED smart TV', description: 'Crystal UHD processor, HDR10+, three HDMI ports.', brand: 'Samsung', price: 379, stock: 11, art: 'tv', daysAgo: 15 },
  { shop: 'dave', category: 'shop-consoles', name: 'PlayStation 5 Slim', description: 'Disc edition with 1 TB SSD and DualSense controller.', brand: 'Sony', price: 549, stock: 1, art: 'console', daysAgo: 7 },
  { shop: 'dave', category: 'shop-controllers-accessories', name: 'Wireless controller, carbon black', description: 'Textured grip, hybrid D-pad, Bluetooth and USB-C.', brand: 'Microsoft', price: 59.9, offer: 49.9, stock: 30, art: 'console', daysAgo: 10 },
  { shop: 'dave', category: 'shop-smartwatches', name: 'Watch Series 9 GPS 41 mm', description: 'Always-on Retina display, heart-rate and sleep tracking, double-tap gesture.', brand: 'Apple', price: 449, stock: 5, art: 'watch', daysAgo: 8 },
  { shop: 'dave', category: 'shop-smartwatches', name: 'Forerunner 165 running watch', description: 'AMOLED GPS running watch with training readiness and 11-day battery.', brand: 'Garmin', price: 279, offer: 239, stock: 0, art: 'watch', daysAgo: 20 },
  { shop: 'dave', category: 'shop-backpacks', name: 'Laptop backpack 15.6"', description: 'Water-repellent, padded laptop sleeve, USB charging port and hidden pocket.', brand: 'Samsonite', price: 89, stock: 17, art: 'bag', daysAgo: 11 },
  { shop: 'dave', category: 'shop-sneakers', name: 'Ultraboost Light running shoes', description: 'Responsive Light BOOST midsole and Continental rubber outsole. Men’s sizes 40–46.', brand: 'Adidas', price: 189.95, offer: 139.95, stock: 8, art: 'shoe', daysAgo: 13 },
  // Alice, London: travel gear (the Travel section's shop items)
  { shop: 'alice', category: 'shop-suitcases', name: 'Hard-shell cabin suitcase 55 cm', description: 'Polycarbonate shell, four spinner wheels, TSA lock and expandable zip. Fits most airline cabin limits.', brand: 'Samsonite', price: 139, offer: 99, stock: 7, art: 'bag', daysAgo: 2 },
  { shop: 'alice', category: 'shop-suitcases', name: 'Large check-in suitcase 75 cm', description: 'Lightweight 4.1 kg, 96 L, spinner wheels and a built-in TSA lock. Ten-year warranty.', brand: 'American Tourister', price: 159, stock: 4, art: 'bag', daysAgo: 6 },
  { shop: 'alice', category: 'shop-hiking-backpacks', name: 'Trekking backpack 45 L with rain cover', description: 'Adjustable back system, hip-belt pockets and a hydration sleeve for multi-day hikes.', brand: 'Deuter', price: 149, offer: 119, stock: 5, art: 'bag', daysAgo: 3 },
  { shop: 'alice', category: 'shop-sleeping-bags-mats', name: 'Down sleeping bag, comfort -5 °C', description: 'Packs to the size of a loaf of bread, 950 g, with compression sack. For three-season camping.', brand: 'Rab', price: 229, offer: 189, stock: 3, art: 'bag', daysAgo: 9 },
];
