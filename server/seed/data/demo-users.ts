export type DemoUserSeed = {
  name: string;
  last_name: string;
  user_name: string;
  email: string;
  phone: string;
  /** Plain text here; hash it before storing. */
  password: string;
  /** 1 male, 0 female, 2 rather not say. */
  gender: 0 | 1 | 2;
  location: string;
  lat: number;
  lon: number;
};

/** Demo accounts; phone numbers use ranges reserved for fiction where the country has one. */
export const demoUsers: DemoUserSeed[] = [
  {
    name: 'Alice',
    last_name: 'Walker',
    user_name: 'alice',
    email: 'alice@example.com',
    phone: '+447700900123',
    password: 'Demo1234!',
    gender: 0,
    location: 'London, United Kingdom',
    lat: 51.5074,
    lon: -0.1278,
  },
  {
    name: 'Bob',
    last_name: 'Martin',
    user_name: 'bob',
    email: 'bob@example.com',
    phone: '+33639981234',
    password: 'Demo1234!',
    gender: 1,
    location: 'Paris, France',
    lat: 48.8566,
    lon: 2.3522,
  },
  {
    name: 'Carol',
    last_name: 'Rusu',
    user_name: 'carol',
    email: 'carol@example.com',
    phone: '+37369123456',
    password: 'Demo1234!',
    gender: 0,
    location: 'Chișinău, Moldova',
    lat: 47.0105,
    lon: 28.8638,
  },
  {
    name: 'Dave',
    last_name: 'Fischer',
    user_name: 'dave',
    email: 'dave@example.com',
    phone: '+493023125456',
    password: 'Demo1234!',
    gender: 2,
    location: 'Berlin, Germany',
    lat: 52.52,
    lon: 13.405,
  },
];

/** The demo user who owns the demo shop. */
export const shopOwnerEmail = 'carol@example.com';
