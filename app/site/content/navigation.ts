/** The site's navigation, shared by the header, the mobile panel and the footer. */
export type NavItem = { label: string; to: string }

export const mainNav: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Inventory', to: '/inventory' },
  { label: 'Rentals', to: '/rentals' },
  { label: 'Services', to: '/services' },
  { label: 'Showroom', to: '/showroom' },
  { label: 'Contact', to: '/contact' },
]

export const aboutNav: NavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Eco-Impact Calculator', to: '/eco-impact' },
]

export const brandNav: NavItem[] = [
  { label: 'Evolution Golf Carts', to: '/evolution' },
  { label: 'Denago Golf Carts', to: '/denago' },
]
