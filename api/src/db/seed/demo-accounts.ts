/** Demo accounts listed in the README; all use the password below. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  first_name: string;
  name: string;
  type: number;
  business_name: string | null;
  avatar_color: string;
  home?: {
    name: string;
    address: string;
    postal_code: string;
    city: string;
    country: number;
    is_coloc: number;
    step: number;
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'coloc@demo.toitpartage.fr',
    first_name: 'Camille',
    name: 'Martin',
    type: 1,
    business_name: null,
    avatar_color: '#4DB6AC',
  },
  {
    email: 'proprio@demo.toitpartage.fr',
    first_name: 'Bernard',
    name: 'Lefèvre',
    type: 2,
    business_name: null,
    avatar_color: '#7986CB',
  },
  {
    email: 'agent@demo.toitpartage.fr',
    first_name: 'Sophie',
    name: 'Garnier',
    type: 4,
    business_name: 'Agence Les Toits de Lyon',
    avatar_color: '#F06292',
  },
  {
    email: 'manager@demo.toitpartage.fr',
    first_name: 'Karim',
    name: 'Benali',
    type: 8,
    business_name: 'Gestion Habitat Partagé',
    avatar_color: '#FFB74D',
  },
  {
    // Owner-occupier: a coloc (type 1) whose home is not a shared one, so treated as an owner.
    email: 'occupant@demo.toitpartage.fr',
    first_name: 'Claire',
    name: 'Dubois',
    type: 1,
    business_name: null,
    avatar_color: '#81C784',
    home: {
      name: 'Appartement Croix-Rousse',
      address: '8 rue Dumenge',
      postal_code: '69004',
      city: 'Lyon',
      country: 6,
      is_coloc: 0,
      step: 3,
    },
  },
];
