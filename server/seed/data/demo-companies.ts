/**
 * Demo companies with running subscriptions and their company ads (type 2, with an external shop link). Owners and
 * moderators are demo users by user_name; ad fields follow data/demo-ads.ts (photos from the shared demo set, else a
 * drawn illustration).
 */
import type { DemoArt } from './demo-ads.ts';

export type DemoCompanySeed = {
  /** Stable key the ads below refer to. */
  key: string;
  owner: 'alice' | 'bob' | 'carol' | 'dave';
  /** Users with an accepted moderator request. */
  moderators: ('alice' | 'bob' | 'carol' | 'dave')[];
  name: string;
  description: string;
  website: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  country: string;
  postal_code: string;
  /** The subscription runs this many days after the seed; null: approved but not subscribed yet (it can buy a plan). */
  subscriptionDays: number | null;
};

export type DemoCompanyAdSeed = {
  company: string;
  /** The company member who posts it (owner or moderator). */
  poster: 'alice' | 'bob' | 'carol' | 'dave';
  category: string;
  name: string;
  description: string;
  details?: string;
  price: number;
  offer?: number;
  currency: 'USD' | 'EUR' | 'GBP' | 'MDL';
  condition: 'new' | 'likeNew' | 'used';
  tags: string[];
  photos?: string[];
  art?: DemoArt;
  /** The product's page on the company's own site. */
  external_website: string;
  daysAgo: number;
};

export const demoCompanies: DemoCompanySeed[] = [
  {
    key: 'hifi',
    owner: 'dave',
    moderators: ['bob'],
    name: 'Fischer Hi-Fi Berlin',
    description: 'Independent hi-fi shop in Kreuzberg: headphones, speakers and televisions, tested and set up in our listening room.',
    website: 'https://hifi.example.com',
    phone: '+493023125400',
    email: 'shop@hifi.example.com',
    address: 'Oranienstraße 24',
    city: 'Berlin',
    country: 'Germany',
    postal_code: '10999',
    subscriptionDays: 180,
  },
  {
    key: 'velo',
    owner: 'bob',
    moderators: [],
    name: 'Atelier Vélo Martin',
    description: 'Bike workshop near Bastille: refurbished city and road bikes with a six-month warranty, parts and repairs.',
    website: 'https://velo.example.com',
    phone: '+33639981200',
    email: 'atelier@velo.example.com',
    address: '12 rue de la Roquette',
    city: 'Paris',
    country: 'France',
    postal_code: '75011',
    subscriptionDays: 90,
  },
  {
    key: 'atelier',
    owner: 'carol',
    moderators: [],
    name: 'Rusu Home Atelier',
    description: 'Upholstery and furniture restoration in Chișinău: armchairs, sofas and dining chairs reupholstered to order.',
    website: 'https://atelier.example.com',
    phone: '+37322123400',
    email: 'hello@atelier.example.com',
    address: 'Strada Pușkin 18',
    city: 'Chișinău',
    country: 'Moldova',
    postal_code: 'MD-2012',
    subscriptionDays: null,
  },
];

export const demoCompanyAds: DemoCompanyAdSeed[] = [
  { company: 'hifi', poster: 'dave', category: 'headphones', name: 'Studio monitor headphones, closed-back', description: 'Closed-back studio headphones with a detachable cable. New, two-year shop warranty, free shipping in Germany.', price: 129, offer: 109, currency: 'EUR', condition: 'new', tags: ['headphones', 'hifi', 'studio'], art: 'headphones', external_website: 'https://hifi.example.com/headphones/studio-monitor', daysAgo: 1 },
  { company: 'hifi', poster: 'dave', category: 'televisions', name: '65" OLED TV, ex-display', description: 'Ex-display OLED television from our listening room, perfect panel, full warranty. Delivery and wall mounting in Berlin.', price: 1290, currency: 'EUR', condition: 'likeNew', tags: ['tv', 'oled', 'hifi'], art: 'tv', external_website: 'https://hifi.example.com/tv/oled-65-ex-display', daysAgo: 2 },
  { company: 'hifi', poster: 'bob', category: 'playstation', name: 'Games console with two controllers, new', description: 'Current disc edition console, sealed, with a second controller. We set it up with your TV on delivery in Berlin.', price: 549, currency: 'EUR', condition: 'new', tags: ['console', 'gaming', 'hifi'], art: 'console', external_website: 'https://hifi.example.com/gaming/console-bundle', daysAgo: 4 },
  { company: 'velo', poster: 'bob', category: 'city-bikes', name: 'Refurbished city bike, 7 gears', description: 'Fully serviced steel city bike: new chain, tyres and brake pads, lights and rack. Six-month workshop warranty.', price: 260, offer: 230, currency: 'EUR', condition: 'used', tags: ['bike', 'city bike', 'refurbished'], art: 'bicycle', external_website: 'https://velo.example.com/bikes/city-7', daysAgo: 1 },
  { company: 'velo', poster: 'bob', category: 'road-bikes', name: 'Steel road bike, 56 cm, rebuilt', description: 'Classic steel frame rebuilt with modern 2×9 gearing and new wheels. Fitted to you in the workshop.', price: 540, currency: 'EUR', condition: 'used', tags: ['bike', 'road bike', 'steel'], art: 'bicycle', external_website: 'https://velo.example.com/bikes/steel-road-56', daysAgo: 3 },
  { company: 'velo', poster: 'bob', category: 'bike-parts-accessories', name: 'Torque screwdriver and pliers for bike repairs', description: 'A torque screwdriver with bits for carbon parts and combination pliers: the two tools we recommend for home repairs.', price: 45, currency: 'EUR', condition: 'new', tags: ['bike', 'tools', 'repair'], photos: ['tools-5.jpg', 'tools-4.jpg'], external_website: 'https://velo.example.com/parts/torque-tools', daysAgo: 5 },
];
