/**
 * Every lucide-react icon (component name) used by the content modules. Components map these names
 * to icon components; add a name here before using it in a module.
 */
export const iconNames = [
  'Backpack',
  'Users',
  'ClipboardCheck',
  'MessagesSquare',
  'School',
  'UserRound',
  'Languages',
  'UserSearch',
  'Presentation',
  'Compass',
  'BookOpen',
  'Globe',
  'Plane',
  'Palette',
  'Lightbulb',
  'Heart',
  'Briefcase',
  'GraduationCap',
  'Landmark',
  'Laptop',
  'Banknote',
  'ConciergeBell',
  'Monitor',
  'Megaphone',
  'Building',
  'Handshake',
] as const;
