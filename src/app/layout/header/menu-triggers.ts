// The menu triggers' behaviour, loaded together as one chunk (lazy-parts.tsx): both dropdowns and the
// product world trigger share the hover intent and always load at the same moment.
export { NavDropdown } from './nav-dropdown.tsx';
export { ProductsTrigger } from './products-trigger.tsx';
