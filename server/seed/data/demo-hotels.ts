import type { HotelAmenity } from '../../../common/hotels.ts';

/**
 * Demo hotels in the demo users' cities (decision 137). The names are made up; streets and coordinates are real
 * places of those cities. Phone numbers use the ranges reserved for fiction (UK 020 7946 0xxx, France 01 99 00 xx xx,
 * Germany 030 23125 xxx) or, in Moldova, an unassigned block; e-mail addresses are under example.com, and there are
 * no websites, so nothing leads to a real business.
 */
export type DemoHotelSeed = {
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  countryCode: string;
  postalCode: string;
  lat: number;
  lon: number;
  stars: number;
  price: number;
  currency: string;
  amenities: HotelAmenity[];
  checkIn: string;
  checkOut: string;
  phone: string;
  /** Photos of the demo set shown after the drawn facade (a room, breakfast, the view). */
  photos: string[];
  /** Reviews by demo users (user_name). */
  reviews: { by: string; rating: number; comment: string; daysAgo: number }[];
};

export const demoHotels: DemoHotelSeed[] = [
  {
    name: 'The Bloomsbury Lantern',
    description:
      'A Georgian townhouse hotel on a quiet square, five minutes on foot from the British Museum. 38 rooms with high ceilings, a small library bar and a full English breakfast served until 11.',
    address: '21 Bedford Place',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    postalCode: 'WC1B 5JA',
    lat: 51.5196,
    lon: -0.1247,
    stars: 4,
    price: 189,
    currency: 'GBP',
    amenities: ['wifi', 'breakfast', 'bar', 'reception_24h', 'family_rooms'],
    checkIn: '15:00',
    checkOut: '11:00',
    phone: '+44 20 7946 0321',
    photos: ['pillow-1.jpg', 'coffee-1.jpg'],
    reviews: [
      { by: 'bob', rating: 5, comment: 'Lovely quiet room at the back, great breakfast and the staff kept our bags after check-out.', daysAgo: 12 },
      { by: 'carol', rating: 4, comment: 'Charming building and a perfect location for the museums. The lift is tiny but works.', daysAgo: 40 },
    ],
  },
  {
    name: 'Southbank Wharf Hotel',
    description:
      'A modern riverside hotel near the Tate Modern with views across the Thames to St Paul\'s. Rooms have air conditioning and rain showers; the rooftop bar opens from May to September.',
    address: '48 Hopton Street',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    postalCode: 'SE1 9JH',
    lat: 51.5077,
    lon: -0.1017,
    stars: 4,
    price: 235,
    currency: 'GBP',
    amenities: ['wifi', 'air_conditioning', 'restaurant', 'bar', 'gym', 'accessible', 'reception_24h'],
    checkIn: '14:00',
    checkOut: '12:00',
    phone: '+44 20 7946 0588',
    photos: ['city-1.jpg', 'pillow-1.jpg'],
    reviews: [{ by: 'dave', rating: 4, comment: 'Great view of the river from the 6th floor, gym is small but fine. Pricey bar.', daysAgo: 20 }],
  },
  {
    name: 'Camden Lock Rooms',
    description:
      'Simple, clean rooms above a café next to Camden Market, good for a short city break on a budget. Shared lounge with a kettle and free coffee all day.',
    address: '7 Jamestown Road',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    postalCode: 'NW1 7BY',
    lat: 51.5404,
    lon: -0.1458,
    stars: 2,
    price: 89,
    currency: 'GBP',
    amenities: ['wifi', 'pets'],
    checkIn: '14:00',
    checkOut: '10:30',
    phone: '+44 20 7946 0714',
    photos: ['coffee-2.jpg'],
    reviews: [],
  },
  {
    name: 'Hôtel des Abbesses',
    description:
      'A family-run hotel on a cobbled street below Sacré-Cœur, with 24 small but bright rooms, a breakfast room with homemade jam and a balcony on the fifth floor looking over the rooftops of Montmartre.',
    address: '12 Rue Tholozé',
    city: 'Paris',
    country: 'France',
    countryCode: 'FR',
    postalCode: '75018',
    lat: 48.8853,
    lon: 2.3362,
    stars: 3,
    price: 139,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'air_conditioning', 'family_rooms'],
    checkIn: '15:00',
    checkOut: '11:00',
    phone: '+33 1 99 00 12 34',
    photos: ['coffee-1.jpg', 'food-2.jpg'],
    reviews: [
      { by: 'alice', rating: 5, comment: 'Tiny room but spotless, the owners gave us a hand-drawn map of the neighbourhood. Would stay again.', daysAgo: 8 },
      { by: 'dave', rating: 4, comment: 'Steep street and a small lift, but the breakfast and the view made up for it.', daysAgo: 55 },
    ],
  },
  {
    name: 'Le Marais Courtyard',
    description:
      'A 17th-century mansion around a planted courtyard in the Marais, near the Place des Vosges. Quiet rooms on the courtyard side, a vaulted-cellar spa with a small pool and a bar open late.',
    address: '8 Rue de Turenne',
    city: 'Paris',
    country: 'France',
    countryCode: 'FR',
    postalCode: '75004',
    lat: 48.8552,
    lon: 2.3651,
    stars: 5,
    price: 420,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'bar', 'pool', 'spa', 'air_conditioning', 'reception_24h', 'accessible'],
    checkIn: '15:00',
    checkOut: '12:00',
    phone: '+33 1 99 00 56 78',
    photos: ['furniture-1.jpg', 'pillow-1.jpg'],
    reviews: [{ by: 'alice', rating: 5, comment: 'A splurge for our anniversary and worth it: the courtyard room was silent and the spa lovely.', daysAgo: 30 }],
  },
  {
    name: 'Gare de l\'Est Budget Inn',
    description:
      'Practical rooms two minutes from Gare de l\'Est and Gare du Nord, handy for an early Eurostar. Self-service breakfast, luggage room and a 24-hour front desk.',
    address: '31 Rue d\'Alsace',
    city: 'Paris',
    country: 'France',
    countryCode: 'FR',
    postalCode: '75010',
    lat: 48.8777,
    lon: 2.3596,
    stars: 2,
    price: 95,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'reception_24h'],
    checkIn: '14:00',
    checkOut: '11:00',
    phone: '+33 1 99 00 90 12',
    photos: ['pillow-1.jpg'],
    reviews: [{ by: 'carol', rating: 3, comment: 'Fine for one night before the train. Thin walls, but clean and the desk staff were helpful.', daysAgo: 15 }],
  },
  {
    name: 'Spree Loft Hotel',
    description:
      'A converted brick warehouse on the Spree in Friedrichshain with loft rooms, a rooftop terrace and bike rental. Ten minutes\' walk to the East Side Gallery.',
    address: 'Stralauer Platz 33',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    postalCode: '10243',
    lat: 52.5096,
    lon: 13.4358,
    stars: 4,
    price: 149,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'bar', 'gym', 'pets', 'accessible', 'family_rooms'],
    checkIn: '15:00',
    checkOut: '11:00',
    phone: '+49 30 23125 110',
    photos: ['city-1.jpg', 'furniture-1.jpg'],
    reviews: [
      { by: 'bob', rating: 4, comment: 'Big loft room with a sofa, good coffee at breakfast. Trains pass nearby but the windows are good.', daysAgo: 25 },
      { by: 'alice', rating: 5, comment: 'Friendly staff, bikes for rent at the door and a great terrace at sunset.', daysAgo: 70 },
    ],
  },
  {
    name: 'Hotel am Gendarmenmarkt',
    description:
      'Classic city hotel between Gendarmenmarkt and Friedrichstraße, with a restaurant serving Berlin dishes, a sauna and a garage underneath. Museum Island is a fifteen-minute walk.',
    address: 'Charlottenstraße 50',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    postalCode: '10117',
    lat: 52.5135,
    lon: 13.3917,
    stars: 5,
    price: 310,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'restaurant', 'bar', 'spa', 'gym', 'parking', 'air_conditioning', 'reception_24h', 'accessible'],
    checkIn: '15:00',
    checkOut: '12:00',
    phone: '+49 30 23125 220',
    photos: ['pillow-1.jpg', 'food-2.jpg'],
    reviews: [{ by: 'carol', rating: 5, comment: 'Excellent service from check-in to check-out, and the sauna was a treat after a day of walking.', daysAgo: 18 }],
  },
  {
    name: 'Prenzlauer Garden Pension',
    description:
      'A small guesthouse in a renovated 1900s tenement with a green back garden. Eight rooms, organic breakfast, and the cafés of Kollwitzplatz around the corner.',
    address: 'Knaackstraße 22',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    postalCode: '10405',
    lat: 52.5374,
    lon: 13.4186,
    stars: 3,
    price: 98,
    currency: 'EUR',
    amenities: ['wifi', 'breakfast', 'pets', 'family_rooms'],
    checkIn: '14:00',
    checkOut: '11:00',
    phone: '+49 30 23125 330',
    photos: ['coffee-1.jpg'],
    reviews: [],
  },
  {
    name: 'Stefan cel Mare Grand Hotel',
    description:
      'A central hotel on the main boulevard, facing the Cathedral Park. Large rooms, a restaurant with Moldovan and European cuisine, a wine bar with local wines, and secure parking.',
    address: 'Bulevardul Ștefan cel Mare și Sfînt 115',
    city: 'Chișinău',
    country: 'Moldova',
    countryCode: 'MD',
    postalCode: 'MD-2012',
    lat: 47.0253,
    lon: 28.8325,
    stars: 4,
    price: 1650,
    currency: 'MDL',
    amenities: ['wifi', 'breakfast', 'restaurant', 'bar', 'parking', 'air_conditioning', 'airport_shuttle', 'reception_24h'],
    checkIn: '14:00',
    checkOut: '12:00',
    phone: '+373 22 990 101',
    photos: ['pillow-1.jpg', 'coffee-1.jpg'],
    reviews: [
      { by: 'dave', rating: 4, comment: 'Very central, good breakfast buffet and the airport shuttle was on time at 5 am.', daysAgo: 10 },
      { by: 'bob', rating: 5, comment: 'Great wine bar downstairs and a big, quiet room. Excellent value.', daysAgo: 45 },
    ],
  },
  {
    name: 'Valea Morilor Park Hotel',
    description:
      'A calm hotel by the lake in Valea Morilor park, with an outdoor pool in summer, a spa and a terrace restaurant. Fifteen minutes by trolleybus to the centre.',
    address: 'Strada Alexei Mateevici 2',
    city: 'Chișinău',
    country: 'Moldova',
    countryCode: 'MD',
    postalCode: 'MD-2009',
    lat: 47.0268,
    lon: 28.8097,
    stars: 4,
    price: 1900,
    currency: 'MDL',
    amenities: ['wifi', 'breakfast', 'restaurant', 'pool', 'spa', 'parking', 'family_rooms', 'accessible'],
    checkIn: '14:00',
    checkOut: '12:00',
    phone: '+373 22 990 202',
    photos: ['food-2.jpg', 'pillow-1.jpg'],
    reviews: [{ by: 'alice', rating: 4, comment: 'Lovely walks around the lake in the morning and a good pool. The restaurant is a bit slow.', daysAgo: 22 }],
  },
  {
    name: 'Old Town Mini Hotel',
    description:
      'A cosy mini-hotel with nine rooms in a restored merchant house near the Central Market. Friendly owners, homemade breakfast and help with day trips to the wineries.',
    address: 'Strada Alexandru cel Bun 47',
    city: 'Chișinău',
    country: 'Moldova',
    countryCode: 'MD',
    postalCode: 'MD-2004',
    lat: 47.0211,
    lon: 28.8393,
    stars: 3,
    price: 950,
    currency: 'MDL',
    amenities: ['wifi', 'breakfast', 'air_conditioning', 'pets'],
    checkIn: '13:00',
    checkOut: '11:00',
    phone: '+373 22 990 303',
    photos: ['coffee-2.jpg'],
    reviews: [{ by: 'dave', rating: 5, comment: 'The owners organised a winery trip for us and the breakfast pancakes were wonderful.', daysAgo: 33 }],
  },
];
